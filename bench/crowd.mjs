// The crowd row: many visitors behind one address (a carrier's NAT, an office), against a running
// site with its render budget as deployed. 200 visitors arrive on 127.0.0.3 over a minute, each
// keeping its own cookies as a browser does, and browse at a person's pace: the home, then pages
// from the sitemap (talents, lists, posts; the first visit of each is a render) and one talent search
// never made before (a dynamic list), every 8 to 16 s. Meanwhile a script on 127.0.0.4 keeps no
// cookie and asks for made-up paths back to back. The figures: the crowd's refusals (none), and what
// the script got before and past its budget.
//
//   import { crowdFigures } from './bench/crowd.mjs';
//   const rows = await crowdFigures('http://localhost:3500');
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const random = () => Math.random().toString(36).slice(2, 10);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET as a browser loads a page: its status and the visitor cookie it was given, if any. */
function load(port, host, path, agent, cookie) {
  return new Promise((resolve) => {
    const headers = { host, accept: 'text/html', 'accept-encoding': 'gzip' };
    if (cookie) headers.cookie = cookie;
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.resume();
      const given = /^(agency_visitor=[^;]+)/.exec((res.headers['set-cookie'] ?? []).join('\n'))?.[1] ?? null;
      res.on('end', () => resolve({ status: res.statusCode, given }));
    });
    req.on('error', () => resolve({ status: 'error', given: null }));
    req.end();
  });
}

const tally = (statuses) =>
  Object.entries(statuses)
    .map(([s, n]) => `${n} x ${s}`)
    .join(', ');

/**
 * @param {string} siteUrl the main brand's local address, e.g. http://localhost:3500
 * @param {{ visitors?: number, arrivalSeconds?: number, pages?: number, thinkMs?: [number, number], budget?: { perMinute: number, burst: number } }} options
 */
export async function crowdFigures(
  siteUrl,
  {
    visitors = 200,
    arrivalSeconds = 60,
    pages = 4,
    thinkMs = [8_000, 16_000],
    budget = { perMinute: 60, burst: 10 },
  } = {},
) {
  const { port, host } = new URL(siteUrl);
  const sitemap = await fetch(new URL('/sitemap.xml', siteUrl)).then((r) => r.text());
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter((p) => p !== '/');
  if (paths.length === 0) throw new Error('the sitemap lists no pages');
  // The home is in the cache before the crowd arrives, as on a live site.
  const warm = new http.Agent({ keepAlive: false, localAddress: '127.0.0.5' });
  for (let i = 0; i < 3; i += 1) await load(port, host, '/', warm);
  warm.destroy();

  const crowd = new http.Agent({ keepAlive: true, maxSockets: 64, localAddress: '127.0.0.3' });
  const statuses = {};
  let loads = 0;
  let tokened = 0;
  const count = (status) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    loads += 1;
  };
  const visitor = async (i) => {
    await pause((arrivalSeconds * 1000 * i) / visitors);
    const home = await load(port, host, '/', crowd, null);
    count(home.status);
    const cookie = home.given;
    if (cookie) tokened += 1;
    const search = Math.floor(Math.random() * pages);
    for (let p = 0; p < pages; p += 1) {
      await pause(thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]));
      const path = p === search ? `/atrizes_atores?busca=${random()}` : paths[Math.floor(Math.random() * paths.length)];
      count((await load(port, host, path, crowd, cookie)).status);
    }
  };

  const script = {};
  let scriptDone = false;
  const scripted = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.4' });
    const end = performance.now() + 20_000;
    while (performance.now() < end) {
      const { status } = await load(port, host, `/${random()}/${random()}`, agent, null);
      script[status] = (script[status] ?? 0) + 1;
    }
    agent.destroy();
    scriptDone = true;
  };
  const started = performance.now();
  await Promise.all([...Array.from({ length: visitors }, (_, i) => visitor(i)), pause(5_000).then(scripted)]);
  crowd.destroy();
  const seconds = Math.round((performance.now() - started) / 1000);
  const refusals = statuses['429'] ?? 0;
  const scriptRendered = Object.entries(script)
    .filter(([status]) => status !== '429')
    .reduce((sum, [, n]) => sum + n, 0);
  // What one visitor may render in the script's 20 s: its burst and the refill (one more of slack).
  const allowed = budget.burst + Math.ceil((budget.perMinute * 20) / 60) + 1;
  return [
    {
      figure: `${visitors} visitors on one address (127.0.0.3), arriving over ${arrivalSeconds} s, ${pages + 1} pages each every 8-16 s: refusals (${loads} loads in ${seconds} s)`,
      value: refusals,
      unit: '',
      target: '0',
      met: refusals === 0,
    },
    { figure: '  their answers', value: tally(statuses), target: '-', met: null },
    {
      figure: '  visitors given a token on their first page',
      value: tokened,
      unit: '',
      target: `${visitors}`,
      met: tokened === visitors,
    },
    {
      figure: `one script on another address (127.0.0.4, no cookie), made-up paths back to back for 20 s: answered without refusal`,
      value: scriptRendered,
      unit: '',
      target: `<= ${allowed} (its burst and 20 s of refill)`,
      met: scriptDone && scriptRendered <= allowed,
    },
    {
      figure: "  the script's answers",
      value: tally(script),
      target: 'past its budget: 429',
      met: (script['429'] ?? 0) > 0,
    },
  ];
}
