// The render-flood row, against a running site with its render budget on: one address
// (127.0.0.2: any loopback address is another visitor to the site) asks for pages no cache holds,
// made-up paths (each a 404 render) and talent searches never made before (a dynamic list each),
// back to back on several connections, while another visitor (127.0.0.1) loads the cached home
// every 50 ms. The figure is that visitor's p99, next to the same probe with nothing else running.
//
//   import { renderFloodFigures } from './bench/render-flood.mjs';
//   const rows = await renderFloodFigures('http://localhost:3500', { seconds: 20 });
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { percentile } from './lib/load.mjs';

export const RENDER_FLOOD_TARGETS = { homeP99Ms: 100 };

const random = () => Math.random().toString(36).slice(2, 10);

/** One GET to 127.0.0.1 (the site's port, the Host a brand's local address) from the agent's address. */
function get(port, host, path, agent) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, agent, headers: { host, accept: 'text/html', 'accept-encoding': 'gzip' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 'error', ms: performance.now() - started }));
    req.end();
  });
}

/** The cached home every 50 ms from 127.0.0.1 until `end`: each answer's latency (200s only). */
async function probe(port, host, end) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  const statuses = {};
  while (performance.now() < end) {
    const { status, ms } = await get(port, host, '/', agent);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) latencies.push(ms);
    await new Promise((r) => setTimeout(r, 50));
  }
  agent.destroy();
  return { latencies, statuses };
}

const tally = (statuses) =>
  Object.entries(statuses)
    .map(([s, n]) => `${n} x ${s}`)
    .join(', ');

/**
 * @param {string} siteUrl the main brand's local address, e.g. http://localhost:3500
 * @param {{ seconds?: number, referenceSeconds?: number, connections?: number }} options
 */
export async function renderFloodFigures(siteUrl, { seconds = 20, referenceSeconds = 5, connections = 10 } = {}) {
  const { port, host } = new URL(siteUrl);
  // Warm: the home is rendered and kept once.
  const warm = new http.Agent({ keepAlive: false });
  for (let i = 0; i < 3; i += 1) await get(port, host, '/', warm);
  const reference = await probe(port, host, performance.now() + referenceSeconds * 1000);

  const flood = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress: '127.0.0.2' });
  const attacker = {};
  const end = performance.now() + seconds * 1000;
  const client = async (i) => {
    for (let n = i; performance.now() < end; n += 1) {
      const path = n % 2 === 0 ? `/${random()}/${random()}` : `/atrizes_atores?busca=${random()}`;
      const { status } = await get(port, host, path, flood);
      attacker[status] = (attacker[status] ?? 0) + 1;
    }
  };
  const [during] = await Promise.all([
    probe(port, host, end),
    ...Array.from({ length: connections }, (_, i) => client(i)),
  ]);
  flood.destroy();
  const p99 = percentile(during.latencies, 99);
  const load = os.loadavg()[0].toFixed(1);
  return [
    {
      figure: `cached home p99 for a visitor, nothing else running (${reference.latencies.length} loads in ${referenceSeconds} s)`,
      value: percentile(reference.latencies, 99),
      target: '-',
      met: null,
    },
    { figure: '  its p50', value: percentile(reference.latencies, 50), target: '-', met: null },
    {
      figure: `cached home p99 for a visitor while another address floods uncached pages (${seconds} s, ${connections} connections; load average ${load})`,
      value: p99,
      target: `< ${RENDER_FLOOD_TARGETS.homeP99Ms} ms`,
      met: p99 !== null && p99 < RENDER_FLOOD_TARGETS.homeP99Ms,
    },
    { figure: '  its p50', value: percentile(during.latencies, 50), target: '-', met: null },
    {
      figure: `  its answers (${during.latencies.length} loads)`,
      value: tally(during.statuses),
      target: 'all 200',
      met: Object.keys(during.statuses).every((s) => s === '200'),
    },
    {
      figure: "  the flooding address's answers",
      value: tally(attacker),
      target: 'past its budget: 429',
      met: null,
    },
  ];
}
