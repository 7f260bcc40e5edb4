#!/usr/bin/env node
// `npm run bench -- --main-thread`: what each page type of every brand costs a phone's main thread to
// load, read from Chromium's own trace: the CPU time of the page's renderer main thread (thread time,
// the time the thread really ran, so other work on the machine barely moves it), and the blocking
// time those tasks would make on a phone four times slower (the sum over tasks of 4 x CPU - 50 ms,
// as Lighthouse's simulation scales them). Pages and the framework floor are loaded in turn, N rounds
// (--runs, 9 by default), each load in a fresh browser context with the HTTP cache off (a first
// visit); the table prints each page's median and quartiles.
//
//   npm run bench -- --main-thread [--runs=9] [--lcp-runs=3] [--brands=main] [--via=front|direct] [--rebuild]
//
// LCP beside it: each page (and the floor) is loaded again --lcp-runs times (0: none) under one fixed
// throttle, Lighthouse's mobile values as DevTools applies them (LCP_THROTTLE), and the page's own
// largest-contentful-paint entry read. Those loads are apart from the CPU ones: throttling changes how
// the parser and the network cut the work into tasks, and the CPU figures stay comparable run to run.
//
// Why beside Lighthouse: on a shared two-core machine one Lighthouse run's TBT moves by +-500 ms
// from run to run (it scales wall-clock task times, which any other process stretches); here the
// middle half of 9 loads spans about 11 % of the median CPU (17 % of the blocking time), enough to
// tell a change of a few tens of milliseconds.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CHROME_FLAGS } from './lighthouse.mjs';
import { resultsDir, root } from './lib/paths.mjs';
import { onEveryPageType, pageBenchOptions } from './page-stack.mjs';

/** The phone Lighthouse simulates runs tasks this many times slower; a task blocks past 50 ms. */
export const CPU_SLOWDOWN = 4;
export const BLOCKING_THRESHOLD_MS = 50;

/**
 * The throttle of the LCP loads: Lighthouse's mobile profile as DevTools applies it (its
 * `mobileSlow4G` request latency, throughputs and CPU slowdown), so a figure here is a phone on a
 * slow 4G link, the same for every page and every run.
 */
export const LCP_THROTTLE = {
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
  cpuSlowdown: CPU_SLOWDOWN,
};

/** The pre-home intro (site/components/shell/prehome-intro.tsx), and how long an LCP load waits for it to end. */
const PREHOME_SELECTOR = '[data-testid="prehome"]';
const PREHOME_WAIT_MS = 15_000;

/** What `--lcp-runs=N` asks (3 when not given; 0 skips the LCP loads). */
export function lcpRunsOption(argv, fallback = 3) {
  const raw = argv.find((a) => a.startsWith('--lcp-runs='))?.split('=')[1];
  const runs = Number(raw ?? fallback);
  if (!Number.isInteger(runs) || runs < 0) throw new Error('--lcp-runs: a whole number, 0 or more');
  return runs;
}

/**
 * The figures of one page load from its trace events: the renderer main thread is the one that
 * parsed the page's HTML (its `ParseHTML` names the page's host); its top-level tasks' thread time
 * (`tdur`, microseconds) gives the CPU, and each task's share past 50 ms at 4x the blocking time.
 */
export function mainThreadFigures(traceEvents, host) {
  const parse = traceEvents.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').includes(host));
  if (!parse) throw new Error(`no HTML of ${host} was parsed in the trace`);
  let cpuMs = 0;
  let blockingMs = 0;
  let longTasks = 0;
  for (const e of traceEvents) {
    if (e.pid !== parse.pid || e.tid !== parse.tid || e.name !== 'RunTask' || e.ph !== 'X') continue;
    const ms = (e.tdur ?? e.dur) / 1000;
    cpuMs += ms;
    const blocking = CPU_SLOWDOWN * ms - BLOCKING_THRESHOLD_MS;
    if (blocking > 0) {
      blockingMs += blocking;
      longTasks += 1;
    }
  }
  return { cpuMs, blockingMs, longTasks };
}

/** The 25th, 50th and 75th percentiles (nearest rank) of a list of numbers. */
export function quartiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return { q1: at(0.25), median: at(0.5), q3: at(0.75) };
}

/** One figure of many loads: the median, with the middle half of the loads beside it. */
export function spread(loads, figure) {
  const q = quartiles(loads.map((l) => l[figure]));
  return q && { median: q.median, q1: q.q1, q3: q.q3 };
}

const TRACE_CATEGORIES = '__metadata,toplevel,devtools.timeline,disabled-by-default-devtools.timeline';

/** A phone's first visit: its viewport and touch, no cookies, nothing cached. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  ignoreHTTPSErrors: true,
};

/** Runs `visit(page, cdp)` in a phone's first visit (a fresh context, the HTTP cache off), then closes it. */
async function firstVisit(browser, visit) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    return await visit(page, cdp);
  } finally {
    await context.close();
  }
}

/** Loads `url` once, as a phone on a first visit, and returns its main-thread figures. */
function loadOnce(browser, url) {
  return firstVisit(browser, async (page, cdp) => {
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReturnAsStream' });
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    // What runs after the load event (hydration's last tasks, effects, idle-time work) counts too.
    await page.waitForTimeout(2500);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    const { stream } = await complete;
    let data = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle: stream });
      data += chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    const parsed = JSON.parse(data);
    return mainThreadFigures(parsed.traceEvents ?? parsed, new URL(url).host);
  });
}

/**
 * Loads `url` once as a phone on a first visit under LCP_THROTTLE and returns its largest contentful
 * paint (ms from the navigation's start), read from the page's own entries once the load has
 * settled: the last candidate is the LCP.
 */
function lcpOnce(browser, url) {
  return firstVisit(browser, async (page, cdp) => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LCP_THROTTLE.latencyMs,
      downloadThroughput: LCP_THROTTLE.downloadBytesPerSecond,
      uploadThroughput: LCP_THROTTLE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: LCP_THROTTLE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    // A home's pre-home intro covers its first view for seconds, and the initial modal opens after
    // it: what the visitor sees once it is gone are paints too. Read once it has left the page (it
    // ends itself within PREHOME_CEILING_MS, site/lib/shell/prehome-timing.ts), then let late paints land.
    await page
      .locator(PREHOME_SELECTOR)
      .waitFor({ state: 'detached', timeout: PREHOME_WAIT_MS })
      .catch(() => {});
    await page.waitForTimeout(3000);
    const lcpMs = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => resolve(null), 2000);
        }),
    );
    if (typeof lcpMs !== 'number') throw new Error(`no largest-contentful-paint entry on ${url}`);
    return { lcpMs };
  });
}

/** One load, tried a second time when the first fails (a busy moment can lose one trace): one failed load never ends the run. */
async function twice(load, browser, url) {
  try {
    return await load(browser, url);
  } catch {
    return load(browser, url);
  }
}

const ms = (value) => (value == null ? '-' : String(Math.round(value)));
const figureCell = (s) => (s ? `${ms(s.median)} (${ms(s.q1)}-${ms(s.q3)})` : '-');

/** The table as text: per page, CPU and blocking at 4x (median, quartiles), then the floor and each page over it. */
export function renderMainThreadTable({ rows, floor, runs, via, lcpRuns = 0 }) {
  const lines = [
    `MAIN THREAD OF A FIRST VISIT, PHONE VIEWPORT, ${via === 'direct' ? 'straight from the Node server' : 'through the front'} (${runs} loads per page, interleaved; median (middle half))`,
    '',
    [
      'brand',
      'page',
      'CPU ms',
      `blocking ms at ${CPU_SLOWDOWN}x`,
      'long tasks at 4x',
      'blocking over the floor',
      'LCP ms, throttled',
      'LCP over the floor',
    ].join(' | '),
  ];
  const floorBlocking = floor?.blocking?.median;
  const floorLcp = floor?.lcp?.median;
  const over = (row, figure, floorValue) =>
    floorValue == null || !row[figure] ? '-' : ms(row[figure].median - floorValue);
  for (const row of rows) {
    lines.push(
      [
        row.brand,
        `${row.type} ${row.path}`,
        figureCell(row.cpu),
        figureCell(row.blocking),
        ms(row.longTasks?.median),
        over(row, 'blocking', floorBlocking),
        figureCell(row.lcp),
        over(row, 'lcp', floorLcp),
      ].join(' | '),
    );
  }
  if (floor) {
    lines.push(
      '',
      `FRAMEWORK FLOOR (bench/floor-app, straight from next start): CPU ${figureCell(floor.cpu)} ms, blocking at ${CPU_SLOWDOWN}x ${figureCell(floor.blocking)} ms, LCP ${figureCell(floor.lcp)} ms`,
    );
  }
  if (lcpRuns) {
    lines.push(
      `LCP: ${lcpRuns} load(s) per page apart from the CPU ones, each a first visit at ${LCP_THROTTLE.latencyMs} ms latency, ${Math.round((LCP_THROTTLE.downloadBytesPerSecond * 8) / 1024)} kbit/s down, CPU ${LCP_THROTTLE.cpuSlowdown}x slower (Lighthouse's mobile profile as DevTools applies it)`,
    );
  }
  return lines.join('\n');
}

export async function main(argv = process.argv.slice(2)) {
  const options = pageBenchOptions(argv, { runs: 9, via: 'front' });
  if (options.via === 'both') throw new Error('--via: front or direct (the main thread does not depend on it much)');
  const lcpRuns = lcpRunsOption(argv);
  const log = (message) => process.stderr.write(`[main-thread] ${message}\n`);
  // Playwright is the site's browser-test dependency; Debian's Chromium, as everywhere here.
  const { chromium } = createRequire(path.join(root, 'site', 'package.json'))('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
  const pages = [];
  const floorLoads = [];
  const floorLcpLoads = [];
  try {
    // The stack is up while the pages are listed; the loads run once every page (and the floor) is
    // known, in rounds, so a slow minute of the machine spreads over every page alike.
    await onEveryPageType(
      { ...options, label: 'main-thread', log },
      async (page) => {
        await twice(loadOnce, browser, page.url); // one unmeasured load: the site's caches, the CDN's renditions
        pages.push({ ...page, loads: [], lcpLoads: [] });
      },
      async (floorUrl) => {
        for (let round = 1; round <= options.runs; round++) {
          log(`round ${round} of ${options.runs}`);
          for (const page of pages) page.loads.push(await twice(loadOnce, browser, page.url));
          floorLoads.push(await twice(loadOnce, browser, floorUrl));
        }
        for (let round = 1; round <= lcpRuns; round++) {
          log(`LCP round ${round} of ${lcpRuns}`);
          for (const page of pages) page.lcpLoads.push(await twice(lcpOnce, browser, page.url));
          floorLcpLoads.push(await twice(lcpOnce, browser, floorUrl));
        }
      },
    );
  } finally {
    await browser.close();
  }
  const summarize = (loads, lcpLoads) => ({
    cpu: spread(loads, 'cpuMs'),
    blocking: spread(loads, 'blockingMs'),
    longTasks: spread(loads, 'longTasks'),
    lcp: spread(lcpLoads, 'lcpMs'),
  });
  const rows = pages.map(({ loads, lcpLoads, ...page }) => ({
    ...page,
    ...summarize(loads, lcpLoads),
    loads,
    lcpLoads,
  }));
  const floor = floorLoads.length
    ? { ...summarize(floorLoads, floorLcpLoads), loads: floorLoads, lcpLoads: floorLcpLoads }
    : null;
  const result = { runs: options.runs, lcpRuns, via: options.via, rows, floor };
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `main-thread-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(result, null, 2));
  process.stdout.write(`${renderMainThreadTable(result)}\n\nJSON: ${path.relative(root, file)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
