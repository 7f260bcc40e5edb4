// Where the memory goes, process by process (docs/benchmarks.md, "Process memory"):
//
//   node bench/memory-evidence.mjs gateway [--snapshots] [--node-flags='--max-semi-space-size=16']
//   node bench/memory-evidence.mjs site [--snapshots] [--node-flags=…] [--crawl-minutes=4]
//
// gateway: one instance (compiled, as the release runs it) at idle, after three 10 s warm runs of
// the page-query mix and after the upload row; site: idle and after a crawl of every brand. At each
// point: VmRSS, process.memoryUsage() before and after a full collection, and the V8 heap's spaces
// (bench/lib/memory-preload.mjs); with --snapshots a heap snapshot too, summarised by
// bench/lib/heap-summary.mjs (a snapshot costs the process memory: RSS read after one is not
// comparable, so the figures and the snapshots come from separate runs). On the bench's ports
// (BENCH_*), SANDBOX_SCALE=1; prints JSON lines, files in bench-results/memory-evidence/.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { uploadMemoryFigures } from './abuse-gateway.mjs';
import { backendsQuiet, warmLoad } from './gateway.mjs';
import { heapSummary } from './lib/heap-summary.mjs';
import { resultsDir } from './lib/paths.mjs';
import { residentBytes, stopProcess } from './lib/processes.mjs';
import { pageQueryMix } from './queries.mjs';
import { crawlSite } from './site-crawl.mjs';
import { PORTS, SITE_GATEWAY_SECRET, startGateway, startSandbox, startSite, urls } from './stack.mjs';

const [part = 'gateway', ...rest] = process.argv.slice(2);
const option = (name) => rest.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const snapshots = rest.includes('--snapshots');
const nodeFlags = option('node-flags') ?? '';
const out = path.join(resultsDir, 'memory-evidence', `${part}-${Date.now()}`);
fs.mkdirSync(out, { recursive: true });
const probeFile = path.join(out, 'memory-usage.json');
const probeEnv = {
  NODE_OPTIONS: `--import=${path.resolve(import.meta.dirname, 'lib/memory-preload.mjs')} --heapsnapshot-signal=SIGUSR2 ${nodeFlags}`,
  MEMPROBE_FILE: probeFile,
};
const MiB = (b) => Math.round((b / 1048576) * 10) / 10;

/** VmRSS and memoryUsage() of `proc` now; with --snapshots, a heap snapshot summarised beside it. */
async function mark(proc, cwd, label) {
  process.kill(proc.pid, 'SIGWINCH');
  await sleep(500);
  const { before, after, spaces } = JSON.parse(fs.readFileSync(probeFile, 'utf8'));
  const line = {
    label,
    vmRss: MiB(residentBytes(proc.pid)),
    beforeGc: { heapUsed: MiB(before.heapUsed) },
    afterGc: Object.fromEntries(Object.entries(after).map(([k, v]) => [k, MiB(v)])),
    spaces: Object.fromEntries(spaces.filter((s) => s.size > 0).map((s) => [s.space, `${MiB(s.used)}/${MiB(s.size)}`])),
    threads: fs.readdirSync(`/proc/${proc.pid}/task`).length,
  };
  console.log(JSON.stringify(line));
  if (!snapshots) return;
  const known = new Set(fs.readdirSync(cwd));
  process.kill(proc.pid, 'SIGUSR2');
  for (let i = 0; i < 240; i += 1) {
    await sleep(500);
    const file = fs.readdirSync(cwd).find((f) => f.endsWith('.heapsnapshot') && !known.has(f));
    if (!file) continue;
    let size = -1;
    while (size !== fs.statSync(path.join(cwd, file)).size) {
      size = fs.statSync(path.join(cwd, file)).size;
      await sleep(2000);
    }
    const target = path.join(out, `${label}.heapsnapshot`);
    fs.renameSync(path.join(cwd, file), target);
    const summary = heapSummary(JSON.parse(fs.readFileSync(target, 'utf8')), 15);
    fs.writeFileSync(path.join(out, `${label}.summary.json`), JSON.stringify(summary, null, 2));
    console.log(JSON.stringify({ label, snapshot: path.relative(resultsDir, target), selfMiB: MiB(summary.total) }));
    return;
  }
}

const running = [];
try {
  running.push(await startSandbox(1));
  if (part === 'gateway') {
    const gateway = await startGateway('memory-evidence', { env: probeEnv });
    running.push(gateway);
    const cwd = path.join(import.meta.dirname, '..', 'gateway');
    await backendsQuiet();
    await sleep(2000);
    await mark(gateway, cwd, 'idle');
    const { mix } = await pageQueryMix(urls.gateway, { siteHost: `localhost:${PORTS.siteBase}` });
    await warmLoad(mix, 3);
    for (let round = 1; round <= 3; round += 1) {
      const run = await warmLoad(mix, 10);
      console.log(JSON.stringify({ round, rps: Math.round(run.rps), p99: run.p99, ok: run.ok }));
      await mark(gateway, cwd, `warm-${round}`);
    }
    const rows = await uploadMemoryFigures(urls.gatewayRoot, { pid: gateway.pid, siteSecret: SITE_GATEWAY_SECRET });
    for (const row of rows) console.log(JSON.stringify({ figure: row.figure, value: row.value }));
    await mark(gateway, cwd, 'after-upload');
  } else if (part === 'site') {
    running.push(await startGateway('memory-evidence'));
    const site = await startSite('memory-evidence', probeEnv);
    running.push(site);
    const cwd = path.join(import.meta.dirname, '..', 'site');
    await sleep(3000);
    await mark(site, cwd, 'idle');
    const minutes = Number(option('crawl-minutes') ?? 10);
    const crawl = await crawlSite([0, 1, 2, 3, 4].map(urls.site), { pid: site.pid, budgetMs: minutes * 60_000 });
    console.log(
      JSON.stringify({
        ...crawl,
        rssBefore: MiB(crawl.rssBefore),
        rssPeak: MiB(crawl.rssPeak),
        rssAfter: MiB(crawl.rssAfter),
      }),
    );
    await mark(site, cwd, 'crawled');
  } else {
    throw new Error(`no such part: ${part} (gateway or site)`);
  }
} finally {
  for (const proc of running.reverse()) await stopProcess(proc);
}
