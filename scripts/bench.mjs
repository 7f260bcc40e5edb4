#!/usr/bin/env node
// `npm run bench`: measures the gateway and the site on this machine and
// prints one table (each figure next to its reference and target), plus a
// JSON copy in bench-results/. Starts and stops everything it needs itself,
// on its own ports (site 3500-3504, sandbox 3510, gateway 3520, fresh gateways for the Redis-mode and abuse figures 3521) and build
// folder (site/.next-bench, built when missing).
//
//   npm run bench                 SANDBOX_SCALE 1 and 10, 10 s load runs (about 20 min on 2 cores)
//   npm run bench -- --quick      SANDBOX_SCALE 1 only, 5 s runs, Lighthouse on two pages (~3 min)
//   npm run bench -- --rebuild    rebuild site/.next-bench first
//   npm run bench -- --gateway-only   no site build, site load, Lighthouse nor first-load JS (gateway figures only)
//   npm run bench -- --lighthouse [--runs=3] [--brands=a,b]   only the Lighthouse table: every page type
//                                  of every brand, median of N runs counted beside a floor >= 95 (bench/lighthouse-table.mjs; ~2 h)
//   npm run bench -- --main-thread [--runs=9] [--lcp-runs=3] [--brands=a,b]   only the main-thread table: every page
//                                  type's main-thread CPU on a first visit, from Chromium's trace, and its throttled LCP (bench/main-thread.mjs)
//   npm run bench -- --dev-loop   only the dev loop: a component, a resolver and a table edit timed from
//                                  the write to the page of a running `npm run dev` (bench/dev-loop.mjs; ~3 min)
//   npm run bench -- --front      only the front under HTTP/2 floods (rapid resets, CONTINUATION; ~30 s)
//   npm run bench -- --soak [--soak-minutes=10]   only the soak: mixed reads and submissions, a flapping
//                                  form back-end and a gateway restart; counts lost and duplicated submissions
//   npm run bench -- --render-flood   only the render-flood row: the cached home's p99 for one visitor while
//                                  another address floods uncached pages for 20 s (bench/render-flood.mjs)
//   npm run bench -- --crowd       only the crowd row: 200 visitors browsing at a person's pace from one
//                                  address get no refusal while a cookie-less script is paced (bench/crowd.mjs)
//   npm run bench -- --scan-bombs  only the scan-bomb row: ordinary applications' latency while one
//                                  address sends 883- and 2649-scan JPEGs for 60 s (bench/scan-bombs.mjs)
//   npm run bench -- --replicas    only the replicas row: a persisted read and a page through the front
//                                  with 1, then 3 replicas of each (the production shape; bench/replicas.mjs)
//   npm run bench -- --memory [--crawl-minutes=10]   only the process-memory table and the persisted GET's
//                                  share of a bare server (bench/memory.mjs, bench/persisted.mjs)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstLoadJs } from '../bench/first-load-js.mjs';
import { coldLoad, floorLoad, upstreamCallsPerQuery, warmLoadWithMemory } from '../bench/gateway.mjs';
import { CONNECTIONS } from '../bench/lib/load.mjs';
import { resultsDir, root } from '../bench/lib/paths.mjs';
import { assertPortsFree } from '../bench/lib/processes.mjs';
import { lighthouseMedian } from '../bench/lighthouse.mjs';
import { baseMix, loadSiteDocuments, loadSiteOperations, pageQueryMix } from '../bench/queries.mjs';
import { renderReport } from '../bench/report.mjs';
import { restLoad } from '../bench/rest-direct.mjs';
import { sitePages, warmImages } from '../bench/site-pages.mjs';
import { siteLoad } from '../bench/site-ttfb.mjs';
import { renderSoak, soak } from '../bench/soak.mjs';
import { compCardFigures } from '../bench/compcards.mjs';
import { abuseSite } from '../bench/abuse-site.mjs';
import { jsonFloodFigures, uploadMemoryFigures } from '../bench/abuse-gateway.mjs';
import { bombMemoryFigures, compCardFloodFigures } from '../bench/edges.mjs';
import { renderRows } from '../bench/rows.mjs';
import { redisModeFigures, startRedisServer } from '../bench/redis-mode.mjs';
import { scanBombFigures } from '../bench/scan-bombs.mjs';
import { renderFloodFigures } from '../bench/render-flood.mjs';
import { crowdFigures } from '../bench/crowd.mjs';
import { persistedFigures } from '../bench/persisted.mjs';
import { frontFloodFigures } from '../bench/front-flood.mjs';
import { replicasFigures } from '../bench/replicas.mjs';
import { gatewayMemoryFigures, siteMemoryFigures } from '../bench/memory.mjs';
import { releaseDir } from './lib/parts.mjs';
import { buildRelease, releaseId } from './release.mjs';
import {
  DIST_DIR,
  PORTS,
  REVALIDATE_SECRET,
  SITE_GATEWAY_SECRET,
  buildSite,
  siteBuilt,
  startGateway,
  startSandbox,
  startSite,
  stopProcess,
  urls,
} from '../bench/stack.mjs';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const gatewayOnly = args.has('--gateway-only');
const settings = quick
  ? {
      scales: [1],
      seconds: 5,
      warmupSeconds: 2,
      floorSeconds: 3,
      lighthousePages: ['home', 'profile'],
      lighthouseRuns: 1,
      imageBudgetMs: 10_000,
    }
  : {
      scales: [1, 10],
      seconds: 10,
      warmupSeconds: 3,
      floorSeconds: 5,
      lighthousePages: ['home', 'list', 'profile', 'event'],
      // Median of three: one mobile run moves by ten points on a shared 2-core host.
      lighthouseRuns: 3,
      imageBudgetMs: 15_000,
    };

const started = Date.now();
const progress = (message) =>
  process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}\n`);

/** Runs one measurement; a failure is recorded and the bench goes on with the next one. */
async function step(result, name, fn) {
  progress(name);
  try {
    return await fn();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    progress(`  FAILED: ${message}`);
    result.failures.push(`${name}: ${message}`);
    return undefined;
  }
}

async function measureScale(scale) {
  const result = { failures: [], gateway: {}, site: {} };
  const running = [];
  try {
    progress(`SANDBOX_SCALE=${scale}: starting sandbox and gateway`);
    const sandbox = await startSandbox(scale);
    running.push(sandbox);
    // The mix's ids come from a first instance; each cold count then gets a fresh one.
    const discovery = await startGateway(`x${scale}-fresh`, { cold: true });
    const discovered = await pageQueryMix(urls.gateway, { siteHost: `localhost:${PORTS.siteBase}` }).finally(() =>
      stopProcess(discovery),
    );
    const { mix, talent, post } = discovered;
    result.gateway.mix = mix.map((q) => ({ page: q.page, query: q.name, variables: q.variables }));
    result.gateway.upstream = await step(result, 'upstream calls per page query (fresh gateway per query)', () =>
      upstreamCallsPerQuery(mix, () => startGateway(`x${scale}-fresh`, { cold: true })),
    );
    result.gateway.upstreamWarm = await step(
      result,
      'upstream calls per page query after the start-up warm-up (fresh gateway per query)',
      () => upstreamCallsPerQuery(mix, () => startGateway(`x${scale}-warmed`), { afterWarmup: true }),
    );

    const gateway = await startGateway(`x${scale}`);
    running.push(gateway);
    result.gateway.warm = await step(
      result,
      `warm gateway load: ${settings.warmupSeconds} s warm-up, then twice ${settings.seconds} s`,
      () => warmLoadWithMemory(mix, settings.seconds, gateway.pid, settings.warmupSeconds),
    );
    if (scale === settings.scales[0]) {
      result.gateway.floor = await step(
        result,
        `gateway pipeline floor, { __typename } (${settings.floorSeconds} s)`,
        () => floorLoad(settings.floorSeconds, gateway.pid),
      );
    }
    if (scale === settings.scales[0]) {
      result.gateway.compCards = await step(result, 'comp cards: cold, warm, 20-talent shortlist', () =>
        compCardFigures(urls.gatewayRoot, { revalidateSecret: REVALIDATE_SECRET }),
      );
      result.gateway.redisMode = await step(
        result,
        `Redis mode vs in-process, talent list (${settings.seconds} s each)`,
        () =>
          redisModeFigures(
            mix.find((q) => q.name === 'TalentList'),
            settings.seconds,
          ),
      );
      result.gateway.persisted = await step(
        result,
        `persisted GET: bare Node ceiling and in-process in alternating rounds, Redis mode, talent list (${settings.seconds} s each)`,
        () => {
          const talentList = mix.find((q) => q.name === 'TalentList');
          const { documentId } = loadSiteOperations().TalentList;
          return persistedFigures({ documentId, variables: talentList.variables }, settings.seconds);
        },
      );
      result.gateway.memory = await step(
        result,
        `gateway memory: idle, three warm runs (${settings.seconds} s), the upload row, on a fresh instance`,
        () => gatewayMemoryFigures(mix, settings),
      );
      result.gateway.abuse = await step(
        result,
        'gateway abuse: a four-bomb application, 8 concurrent 32 MiB invalid uploads, floods of 1 MB JSON bodies, a comp-card flood',
        async () => {
          // A fresh instance beside the main one: the figures are what the attacks cost, not what the
          // main instance's caches hold after the load runs.
          const port = PORTS.gateway + 1;
          const fresh = await startGateway(`x${scale}-abuse`, { port, cold: true });
          try {
            const root = `http://localhost:${port}`;
            return [
              // First, on the fresh instance: the bomb's figure is the gateway's whole peak RSS.
              ...(await bombMemoryFigures(root, { pid: fresh.pid })),
              ...(await uploadMemoryFigures(root, { pid: fresh.pid, siteSecret: SITE_GATEWAY_SECRET })),
              ...(await jsonFloodFigures(root, { seconds: settings.seconds })),
              ...(await compCardFloodFigures(root, { seconds: 2 * settings.seconds })),
            ];
          } finally {
            await stopProcess(fresh);
          }
        },
      );
    }
    if (scale === settings.scales[0]) {
      result.gateway.scanBombs = await step(
        result,
        `scan bombs: ordinary applications while one address sends 883- and 2649-scan JPEGs (${SCAN_BOMB_SECONDS} s)`,
        () => scanBombRow(),
      );
    }
    result.gateway.cold = await step(result, `cold gateway load (${settings.seconds} s)`, () =>
      coldLoad(mix, settings.seconds, gateway.pid),
    );
    result.gateway.rest = await step(result, `direct REST load (${settings.seconds} s)`, () =>
      restLoad({ talentId: talent.id, postSlug: post.slug }, settings.seconds, sandbox.pid, settings.warmupSeconds),
    );

    if (gatewayOnly) {
      result.site = { notRun: '--gateway-only' };
      return result;
    }
    progress('starting the site');
    const site = await startSite(`x${scale}`);
    running.push(site);
    const pages = await sitePages(mix);
    result.site.pages = pages;
    if (scale === settings.scales[0]) {
      result.site.abuse = await step(result, 'site abuse: 1,000 made-up URLs against the cache folders', async () => {
        const run = await abuseSite(urls.site(0), { distDir: path.join(root, 'site', DIST_DIR) });
        return [
          {
            figure: `${run.requests} made-up URLs: files in the site's cache folders`,
            value: `${run.filesBefore} -> ${run.filesAfter}`,
            target: 'no file added',
            met: run.filesAfter <= run.filesBefore,
          },
          {
            figure: '  their bytes',
            value: `${run.bytesBefore} -> ${run.bytesAfter}`,
            target: 'no growth',
            met: run.bytesAfter <= run.bytesBefore,
          },
          {
            figure: '  answers by status',
            value: JSON.stringify(run.statuses),
            target: '404 or a redirect',
            met: null,
          },
        ];
      });
    }
    result.site.load = await step(result, `site load, ${pages.length} pages x ${settings.seconds} s`, () =>
      siteLoad(pages, settings.seconds, site.pid),
    );
    if (scale === settings.scales[0]) {
      result.site.memory = await step(result, 'site memory: a crawl of every brand, pages in its memory', () =>
        siteMemoryFigures(site.pid, { budgetMs: crawlMinutes() * 60_000, shape: 'memory' }),
      );
    }
    result.site.lighthouse = {};
    result.site.images = {};
    for (const page of pages.filter((p) => settings.lighthousePages.includes(p.key))) {
      const summary = await step(result, `lighthouse ${page.key}`, async () => {
        result.site.images[page.key] = await warmImages(page, settings.imageBudgetMs);
        return lighthouseMedian(page, `x${scale}`, settings.lighthouseRuns);
      });
      result.site.lighthouse[page.key] = summary ?? { error: 'see failures' };
    }
    for (const page of pages.filter((p) => !settings.lighthousePages.includes(p.key))) {
      result.site.lighthouse[page.key] = { skipped: true };
    }
    if (scale === settings.scales[0]) {
      result.site.renderFlood = await step(
        result,
        `render flood: the cached home for one visitor while another floods uncached pages (${RENDER_FLOOD_SECONDS} s)`,
        async () => {
          // The site again, with its render budget as deployed (the load rows run it off).
          await stopProcess(site);
          running.splice(running.indexOf(site), 1);
          const budgeted = await startSite(`x${scale}-render-budget`, RENDER_BUDGET_DEFAULTS);
          running.push(budgeted);
          return renderFloodFigures(urls.site(0), { seconds: RENDER_FLOOD_SECONDS });
        },
      );
      // On the same budgeted site: a crowd behind one address, and a script.
      result.site.crowd = await step(result, 'crowd: 200 visitors on one address and a script', () =>
        crowdFigures(urls.site(0)),
      );
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    progress(`SANDBOX_SCALE=${scale} stopped early: ${message}`);
    result.failures.push(message);
  } finally {
    for (const proc of running.reverse()) await stopProcess(proc);
  }
  return result;
}

/** The crawl's time budget (`--crawl-minutes`, 10 by default). */
function crawlMinutes() {
  const arg = process.argv.find((a) => a.startsWith('--crawl-minutes='));
  const minutes = arg ? Number(arg.split('=')[1]) : 10;
  if (!(minutes > 0)) throw new Error('--crawl-minutes must be a positive number');
  return minutes;
}

const MEMORY_TITLE = 'PROCESS MEMORY (VmRSS; gateway: one fresh instance, in-process store; site: after the crawl)';

/**
 * `--memory`: the process-memory table (gateway idle, after three warm runs, upload peak; the site
 * after a crawl of every brand) and the persisted GET's share of a bare server, at SANDBOX_SCALE=1.
 */
async function runMemory() {
  await assertPortsFree(
    [0, 1, 2, 3, 4].map((i) => PORTS.siteBase + i).concat(PORTS.sandbox, PORTS.gateway, PORTS.gateway + 1),
  );
  fs.mkdirSync(resultsDir, { recursive: true });
  if (args.has('--rebuild') || !siteBuilt()) {
    progress(`building the site into site/${DIST_DIR}`);
    await buildSite();
  }
  const running = [];
  const out = { at: new Date().toISOString(), failures: [] };
  try {
    running.push(await startSandbox(1));
    running.push(await startGateway('memory-main'));
    const { mix } = await pageQueryMix(urls.gateway, { siteHost: `localhost:${PORTS.siteBase}` });
    out.gateway = await step(out, `gateway memory: idle, three warm runs (${settings.seconds} s), the upload row`, () =>
      gatewayMemoryFigures(mix, settings),
    );
    out.persisted = await step(out, 'persisted GET against a bare server, alternating rounds', () => {
      const { documentId } = loadSiteOperations().TalentList;
      const { variables } = mix.find((q) => q.name === 'TalentList');
      return persistedFigures({ documentId, variables }, settings.seconds);
    });
    // The site as compose runs it: its pages in Redis (SITE_REDIS_URL); then, for reference, in its own memory.
    const redis = await startRedisServer();
    running.push({ stop: redis.stop });
    const shared = await startSite('memory-redis', { SITE_REDIS_URL: redis.url });
    running.push(shared);
    out.site = await step(
      out,
      `site memory, pages in Redis: a crawl of every brand (at most ${crawlMinutes()} min)`,
      () => siteMemoryFigures(shared.pid, { budgetMs: crawlMinutes() * 60_000, shape: 'redis' }),
    );
    await stopProcess(shared);
    const own = await startSite('memory');
    running.push(own);
    const reference = await step(out, `site memory, pages in its memory: a crawl of every brand`, () =>
      siteMemoryFigures(own.pid, { budgetMs: crawlMinutes() * 60_000, shape: 'memory' }),
    );
    out.site = [...(out.site ?? []), ...(reference ?? [])];
  } finally {
    for (const proc of running.reverse()) await (proc.stop ? proc.stop() : stopProcess(proc));
  }
  fs.writeFileSync(path.join(resultsDir, 'memory-latest.json'), JSON.stringify(out, null, 2));
  process.stdout.write(renderRows(MEMORY_TITLE, [...(out.gateway ?? []), ...(out.site ?? [])]) + '\n');
  process.stdout.write(
    '\n' + renderRows('TRUSTED DOCUMENTS: PERSISTED GET (SANDBOX_SCALE=1, talent list)', out.persisted) + '\n',
  );
  for (const failure of out.failures) process.stdout.write(`FAILED: ${failure}\n`);
}

/** The render-flood row's flood lasts as the issue states it, whatever --quick says. */
const RENDER_FLOOD_SECONDS = 20;
/** The site's own defaults for its render budget (serve-brands.mjs): an empty value is unset. */
const RENDER_BUDGET_DEFAULTS = { SITE_RENDERS_PER_MINUTE: '', SITE_RENDER_BURST: '' };

/**
 * One row on its own stack (sandbox, gateway, the site with its render budget as deployed): `name`
 * names the processes, `figures(siteUrl)` measures, and its rows are printed under `title`.
 */
async function runBudgetedSiteRow(name, title, note, figures) {
  await assertPortsFree([0, 1, 2, 3, 4].map((i) => PORTS.siteBase + i).concat(PORTS.sandbox, PORTS.gateway));
  fs.mkdirSync(resultsDir, { recursive: true });
  if (args.has('--rebuild') || !siteBuilt()) {
    progress(`building the site into site/${DIST_DIR}`);
    await buildSite();
  }
  const running = [];
  try {
    running.push(await startSandbox(1));
    running.push(await startGateway(name));
    running.push(await startSite(name === 'render-flood' ? 'render-budget' : name, RENDER_BUDGET_DEFAULTS));
    progress(note);
    process.stdout.write(renderRows(title, await figures(urls.site(0))) + '\n');
  } finally {
    for (const proc of running.reverse()) await stopProcess(proc);
  }
}

const runRenderFlood = () =>
  runBudgetedSiteRow(
    'render-flood',
    'RENDER FLOOD (site, render budget on)',
    `render flood: ${RENDER_FLOOD_SECONDS} s`,
    (url) => renderFloodFigures(url, { seconds: RENDER_FLOOD_SECONDS }),
  );

const runCrowd = () =>
  runBudgetedSiteRow(
    'crowd',
    'CROWD (site, render budget on)',
    'crowd: 200 visitors on one address over about two minutes, and a script',
    (url) => crowdFigures(url),
  );

/** The scan-bomb row's attack lasts as the issue states it, whatever --quick says. */
const SCAN_BOMB_SECONDS = 60;

/**
 * The scan-bomb row on a fresh gateway beside the main one (PORTS.gateway + 1), with the form's
 * per-address quota lifted so the attacker is held by the photo checks and the decoder queue alone.
 */
async function scanBombRow() {
  const port = PORTS.gateway + 1;
  const fresh = await startGateway('scan-bombs', {
    port,
    env: {
      FORMS_RATE_LIMIT_IP: '1000000',
      FORMS_RATE_LIMIT_EMAIL: '1000',
      OUTBOX_PATH: path.join(resultsDir, `scan-bombs-outbox-${Date.now()}.sqlite`),
    },
  });
  try {
    return await scanBombFigures(`http://localhost:${port}`, {
      seconds: SCAN_BOMB_SECONDS,
      siteSecret: SITE_GATEWAY_SECRET,
    });
  } finally {
    await stopProcess(fresh);
  }
}

async function runScanBombs() {
  await assertPortsFree([PORTS.sandbox, PORTS.gateway + 1]);
  fs.mkdirSync(resultsDir, { recursive: true });
  const sandbox = await startSandbox(1);
  try {
    progress(`scan bombs: ${SCAN_BOMB_SECONDS} s`);
    const rows = await scanBombRow();
    process.stdout.write(renderRows('SCAN BOMBS (gateway node layer)', rows) + '\n');
  } finally {
    await stopProcess(sandbox);
  }
}

/** Gateway settings of the soak: limits out of the way of one load generator, retries every second. */
const SOAK_GATEWAY_ENV = {
  OUTBOX_RETRY_MS: '1000',
  FORMS_RATE_LIMIT_IP: '1000000',
  FORMS_RATE_LIMIT_EMAIL: '1000',
  QUERY_RATE_LIMIT_PER_MINUTE: '100000000',
};

async function runSoak() {
  const minutesArg = process.argv.find((a) => a.startsWith('--soak-minutes='));
  const minutes = minutesArg ? Number(minutesArg.split('=')[1]) : 10;
  if (!(minutes > 0)) throw new Error('--soak-minutes must be a positive number');
  await assertPortsFree([PORTS.sandbox, PORTS.gateway]);
  fs.mkdirSync(resultsDir, { recursive: true });
  const env = { ...SOAK_GATEWAY_ENV, OUTBOX_PATH: path.join(resultsDir, `soak-outbox-${Date.now()}.sqlite`) };
  const sandbox = await startSandbox(1);
  let gateway = await startGateway('soak', { env });
  try {
    const { mix } = await pageQueryMix(urls.gateway, { siteHost: `localhost:${PORTS.siteBase}` });
    progress(`soak: ${minutes} min`);
    const result = await soak({
      minutes,
      mix,
      urls: { ...urls, gateway: urls.gateway },
      gateway,
      restartGateway: async () => {
        await stopProcess(gateway, 15_000);
        gateway = await startGateway('soak-restarted', { env });
        return gateway;
      },
      progress,
    });
    const file = path.join(resultsDir, `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, JSON.stringify(result, null, 2));
    process.stdout.write(renderSoak(result) + '\n');
    progress(`soak done; JSON: ${path.relative(root, file)}`);
  } finally {
    await stopProcess(gateway);
    await stopProcess(sandbox);
  }
}

/** The release in releaseDir is of these sources (its RELEASE_ID is theirs). */
function releaseIsCurrent() {
  const file = path.join(releaseDir, 'RELEASE_ID');
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8').trim() === releaseId();
}

/** `--replicas`: the production shape with 1, then 3 replicas of each, through the front (the release, rebuilt when not of these sources). */
async function runReplicas() {
  if (!releaseIsCurrent()) {
    progress('building the release (node scripts/release.mjs)');
    await buildRelease();
  }
  const { documentId } = loadSiteOperations().TalentList;
  const { variables } = baseMix(loadSiteDocuments(), { siteHost: '' }).find((q) => q.name === 'TalentList');
  const rows = await replicasFigures({ seconds: settings.seconds, operation: { documentId, variables }, progress });
  const title = `REPLICAS (production shape through the front, ${settings.seconds} s each, one run)`;
  fs.writeFileSync(
    path.join(resultsDir, 'replicas-latest.json'),
    JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
  );
  process.stdout.write(renderRows(title, rows) + '\n');
}

const FRONT_TITLE = 'FRONT UNDER HTTP/2 FLOODS (native front, one connection each, 5 s)';

/** `--front`: the front's flood figures alone, printed and kept in bench-results/front-latest.json. */
async function runFront() {
  const rows = await frontFloodFigures({ seconds: 5 });
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'front-latest.json'),
    JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
  );
  process.stdout.write(renderRows(FRONT_TITLE, rows) + '\n');
}

async function main() {
  if (args.has('--soak')) return runSoak();
  if (args.has('--scan-bombs')) return runScanBombs();
  if (args.has('--render-flood')) return runRenderFlood();
  if (args.has('--crowd')) return runCrowd();
  if (args.has('--lighthouse')) return (await import('../bench/lighthouse-table.mjs')).main(process.argv.slice(2));
  if (args.has('--dev-loop')) return (await import('../bench/dev-loop.mjs')).main();
  if (args.has('--main-thread')) return (await import('../bench/main-thread.mjs')).main(process.argv.slice(2));
  if (args.has('--front')) return runFront();
  if (args.has('--replicas')) return runReplicas();
  if (args.has('--memory')) return runMemory();
  const loadAtStart = os.loadavg();
  const startedAt = new Date().toISOString();
  const sitePorts = gatewayOnly ? [] : [0, 1, 2, 3, 4].map((i) => PORTS.siteBase + i);
  await assertPortsFree(sitePorts.concat(PORTS.sandbox, PORTS.gateway, PORTS.gateway + 1));
  fs.mkdirSync(resultsDir, { recursive: true });

  const distDir = path.join(root, 'site', DIST_DIR);
  if (!gatewayOnly && (args.has('--rebuild') || !siteBuilt())) {
    progress(`building the site into site/${DIST_DIR}`);
    await buildSite();
  }

  const results = {
    startedAt,
    quick,
    gatewayOnly,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    connections: CONNECTIONS,
    distDir: `site/${DIST_DIR}`,
    machine: {
      cores: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryBytes: os.totalmem(),
      node: process.version,
      loadAtStart,
    },
    scales: {},
    firstLoadJs: gatewayOnly ? [] : firstLoadJs(distDir),
  };
  for (const scale of settings.scales) results.scales[scale] = await measureScale(scale);
  progress('the front under HTTP/2 floods');
  results.front = await frontFloodFigures({ seconds: 5 }).catch((error) => ({ error: error.message }));
  results.finishedAt = new Date().toISOString();
  results.machine.loadAtEnd = os.loadavg();

  const suffix = `${quick ? '-quick' : ''}${gatewayOnly ? '-gateway-only' : ''}`;
  const file = path.join(resultsDir, `bench-${startedAt.replace(/[:.]/g, '-')}${suffix}.json`);
  fs.writeFileSync(file, JSON.stringify(results, null, 2));
  fs.copyFileSync(file, path.join(resultsDir, 'latest.json'));
  process.stdout.write(renderReport(results) + '\n');
  const first = results.scales[settings.scales[0]];
  process.stdout.write(
    '\n' + renderRows(`COMP CARDS (SANDBOX_SCALE=${settings.scales[0]}, gateway)`, first?.gateway.compCards) + '\n',
  );
  process.stdout.write(
    '\n' +
      renderRows(`REDIS MODE (SANDBOX_SCALE=${settings.scales[0]}, talent list, one run)`, first?.gateway.redisMode) +
      '\n',
  );
  process.stdout.write(
    '\n' +
      renderRows(
        `TRUSTED DOCUMENTS: PERSISTED GET (SANDBOX_SCALE=${settings.scales[0]}, talent list)`,
        first?.gateway.persisted,
      ) +
      '\n',
  );
  process.stdout.write(
    '\n' + renderRows(MEMORY_TITLE, [...(first?.gateway.memory ?? []), ...(first?.site.memory ?? [])]) + '\n',
  );
  process.stdout.write('\n' + renderRows('ABUSE: GATEWAY (node layer)', first?.gateway.abuse) + '\n');
  process.stdout.write('\n' + renderRows('SCAN BOMBS (gateway node layer)', first?.gateway.scanBombs) + '\n');
  process.stdout.write('\n' + renderRows(FRONT_TITLE, results.front) + '\n');
  if (!gatewayOnly) process.stdout.write('\n' + renderRows('ABUSE: SITE', first?.site.abuse) + '\n');
  if (!gatewayOnly) {
    process.stdout.write('\n' + renderRows('RENDER FLOOD (site, render budget on)', first?.site.renderFlood) + '\n');
    process.stdout.write('\n' + renderRows('CROWD (site, render budget on)', first?.site.crowd) + '\n');
  }
  if (gatewayOnly) process.stdout.write('site figures (load, Lighthouse, first-load JS): not run (--gateway-only)\n');
  progress(`done in ${((Date.now() - started) / 60000).toFixed(1)} min; JSON: ${path.relative(root, file)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
