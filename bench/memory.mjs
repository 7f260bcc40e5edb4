// Process memory, in one run: the gateway's resident memory at idle (after its start-up warm-up),
// after each of three identical warm runs of the page-query mix and at the peak of the upload row,
// all on one fresh instance; the site's after a same-origin crawl of every brand, its pages in Redis
// as deployed (and, for reference, in its own memory). VmRSS from
// /proc/<pid>/status; the V8 heap in use beside the gateway's (prom-client's gauges on /metrics),
// so a figure that grows can be told apart as heap (a leak) or pages not yet handed back.
import { setTimeout as sleep } from 'node:timers/promises';
import { uploadMemoryFigures } from './abuse-gateway.mjs';
import { autocannonRequests, backendsQuiet } from './gateway.mjs';
import { loadRun } from './lib/load.mjs';
import { residentBytes, stopProcess } from './lib/processes.mjs';
import { gql } from './queries.mjs';
import { crawlSite } from './site-crawl.mjs';
import { BRAND_PORT_OFFSETS } from '../site/lib/shell/generated/brand-ports.mjs';
import { PORTS, SITE_GATEWAY_SECRET, startGateway, urls } from './stack.mjs';

const MiB = 1024 * 1024;

export const MEMORY_TARGETS = {
  gatewayIdleBytes: 200 * MiB,
  gatewayWarmBytes: 300 * MiB,
  gatewayUploadBytes: 350 * MiB,
  siteCrawledBytes: 350 * MiB,
  /** Growth from the first warm run to the third within this share of the first counts as none (GC timing). */
  growthTolerance: 0.05,
};

const mib = (bytes) => `${(bytes / MiB).toFixed(1)} MiB`;

/** The gateway's V8 heap in use and its external memory (prom-client's default gauges), or nulls. */
async function heapOf(root) {
  try {
    const text = await (await fetch(`${root}/metrics`)).text();
    const value = (name) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN);
    return { heapUsed: value('nodejs_heap_size_used_bytes'), external: value('nodejs_external_memory_bytes') };
  } catch {
    return { heapUsed: NaN, external: NaN };
  }
}

/** Pure: the rows of the gateway's memory figures (bytes in, rows out). */
export function gatewayMemoryRows({ idle, rounds, uploadPeak, heaps, rps }) {
  const first = rounds[0];
  const last = rounds[rounds.length - 1];
  const highest = Math.max(...rounds);
  return [
    {
      figure: 'gateway RSS at idle (after its start-up warm-up)',
      value: mib(idle),
      target: `<= ${mib(MEMORY_TARGETS.gatewayIdleBytes)}`,
      met: idle <= MEMORY_TARGETS.gatewayIdleBytes,
    },
    {
      figure: `gateway RSS after each of ${rounds.length} warm runs`,
      value: rounds.map(mib).join(' -> '),
      target: `<= ${mib(MEMORY_TARGETS.gatewayWarmBytes)}`,
      met: highest <= MEMORY_TARGETS.gatewayWarmBytes,
    },
    {
      figure: '  growth from the first run to the last',
      value: `${last - first >= 0 ? '+' : ''}${mib(last - first)}`,
      target: `none (within ${MEMORY_TARGETS.growthTolerance * 100} %)`,
      met: last - first <= MEMORY_TARGETS.growthTolerance * first,
    },
    {
      figure: '  V8 heap in use: idle, then after each run',
      value: heaps.map((h) => (Number.isNaN(h) ? '?' : mib(h))).join(' -> '),
      target: 'reference: a leak keeps growing here',
      met: null,
    },
    { figure: '  warm runs: requests/s', value: rps.map((r) => Math.round(r)).join(', '), target: '-', met: null },
    {
      figure: 'gateway RSS peak in the upload row (8 concurrent 32 MiB uploads, after the warm runs)',
      value: mib(uploadPeak),
      target: `<= ${mib(MEMORY_TARGETS.gatewayUploadBytes)}`,
      met: uploadPeak <= MEMORY_TARGETS.gatewayUploadBytes,
    },
  ];
}

/**
 * A fresh gateway beside the main one (PORTS.gateway + 1, start-up warm-up on, in-process store):
 * idle, then a `warmupSeconds` run, three `seconds` runs of the mix, the upload row; rows.
 */
export async function gatewayMemoryFigures(mix, { seconds, warmupSeconds }) {
  const port = PORTS.gateway + 1;
  const root = `http://localhost:${port}`;
  const gateway = await startGateway('memory', { port });
  try {
    await backendsQuiet();
    await sleep(2000);
    const idle = residentBytes(gateway.pid);
    const heaps = [(await heapOf(root)).heapUsed];
    for (const q of mix) await gql(`${root}/graphql`, q);
    const requests = autocannonRequests(mix);
    await loadRun({ url: root, requests, seconds: warmupSeconds });
    const rounds = [];
    const rps = [];
    for (let i = 0; i < 3; i += 1) {
      const run = await loadRun({ url: root, requests, seconds });
      if (!run.ok) throw new Error(`warm run ${i + 1} had errors (${run.non2xx} non-2xx, ${run.errors} errors)`);
      rps.push(run.rps);
      rounds.push(residentBytes(gateway.pid));
      heaps.push((await heapOf(root)).heapUsed);
    }
    const upload = await uploadMemoryFigures(root, { pid: gateway.pid, siteSecret: SITE_GATEWAY_SECRET });
    const uploadPeak = Math.max(
      ...upload.filter((r) => r.figure.startsWith('gateway RSS peak')).map((r) => r.value * MiB),
    );
    return gatewayMemoryRows({ idle, rounds, uploadPeak, heaps, rps });
  } finally {
    await stopProcess(gateway);
  }
}

/**
 * Pure: the rows of one crawl of the site. `shape` says where its pages were kept; only the
 * production shape (pages in Redis, as compose and the manifests run the sites) has the target, the
 * in-memory cache (SITE_CACHE_MAX_BYTES, a single instance without Redis) is a reference.
 */
export function siteMemoryRows(crawl, { shape = 'redis' } = {}) {
  const where = shape === 'redis' ? 'pages in Redis, as deployed' : 'pages in its own memory (SITE_CACHE_MAX_BYTES)';
  return [
    {
      figure: `site RSS after a crawl of every brand, ${where} (${crawl.pages} pages${crawl.complete ? ', every linked page' : `, ${crawl.left} left when the time was up`}, ${Math.round(crawl.seconds)} s)`,
      value: `${mib(crawl.rssBefore)} -> ${mib(crawl.rssAfter)} (peak ${mib(crawl.rssPeak)})`,
      target: shape === 'redis' ? `<= ${mib(MEMORY_TARGETS.siteCrawledBytes)}` : 'reference',
      met: shape === 'redis' ? crawl.complete && crawl.rssAfter <= MEMORY_TARGETS.siteCrawledBytes : null,
    },
    {
      figure: '  answers by status',
      value: Object.entries(crawl.statuses)
        .map(([status, n]) => `${n} x ${status}`)
        .join(', '),
      target: '-',
      met: null,
    },
  ];
}

/** The crawl of every brand on the running site (`pid`), within `budgetMs`; rows. */
export async function siteMemoryFigures(pid, { budgetMs, shape }) {
  const crawl = await crawlSite(BRAND_PORT_OFFSETS.map(urls.site), { pid, budgetMs });
  return siteMemoryRows(crawl, { shape });
}
