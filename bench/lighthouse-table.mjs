#!/usr/bin/env node
// `npm run bench -- --lighthouse`: Lighthouse (mobile, simulated throttling, Debian's Chromium) on every
// page type of every brand, the median of N runs each, with Lighthouse's benchmarkIndex of this host,
// each page's HTML size and each route's first-load JS, next to the phone-first targets.
//
//   npm run bench -- --lighthouse [--runs=3] [--brands=music,cultural] [--pages=home,profile] [--via=front|direct|both] [--rebuild]
//                                 [--throttling=simulate|devtools]
//
// Through the front by default (deploy/Caddyfile: TLS, HTTP/2, zstd, as deployed), with the direct
// path (the Node server, HTTP/1.1) beside it (--via=both, the default; --via=front or direct for one).
// Each page prints the floor's runs beside its own (performance / LCP), its LCP element, where the LCP
// time went and what had finished by then; under the applied throttle (--throttling=devtools) each row
// is also judged (performance >= 90, LCP <= 2.5 s, talent lists and profiles <= 2.0 s); under the table, the framework floor
// (bench/framework-floor.mjs) measured the same way, and each page's TBT over it.
// Own ports and build folder (bench/stack.mjs); one sandbox at SANDBOX_SCALE=1. About 25 s per run on
// two cores: every page of every brand, three runs each, takes about an hour; --runs=1 a third of it.
import fs from 'node:fs';
import path from 'node:path';
import { firstLoadJs } from './first-load-js.mjs';
import { resultsDir, root } from './lib/paths.mjs';
import { lighthouse, medianRun } from './lighthouse.mjs';
import { onEveryPageType, pageBenchOptions } from './page-stack.mjs';
import { DIST_DIR } from './stack.mjs';

/** The phone-first targets: every page type on every brand. */
export const TARGETS = {
  performance: 95,
  tbtMs: 150,
  lcpMs: 2000,
  cls: 0.05,
  otherScores: 100,
  profileHtmlBytes: 60 * 1024,
  contentOwnJsBytes: 30 * 1024,
};

/** Routes that are content pages (lists, profiles, posts, about, contact), held to the first-load JS target. */
export function isContentRoute(route) {
  return (
    !['/', '/inicio-filtrado', '/favoritos', '/seletiva', '/_not-found', '/_global-error'].includes(route) &&
    !route.startsWith('/pagina-') &&
    !route.startsWith('/servico-')
  );
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** `finishedBeforeLcp` as one line, largest type first: what the simulated LCP pays for. */
export function finishedLine(byType) {
  return Object.entries(byType)
    .sort(([, a], [, b]) => b - a)
    .map(([type, bytes]) => `${type} ${kb(bytes)}`)
    .join(', ');
}
const mark = (met) => (met ? 'met' : 'NOT met');

/**
 * SEO as judged: 100, or for a page the site's robots.txt keeps from crawlers (a visitor's own
 * favourites) everything but the one audit that says so, `is-crawlable`.
 */
export function seoMet(s) {
  if (s.seo === TARGETS.otherScores) return true;
  const seoFailures = (s.failedAudits ?? []).filter((audit) => audit.startsWith('seo: '));
  return s.keptFromCrawlers === true && seoFailures.length === 1 && seoFailures[0] === 'seo: is-crawlable';
}

/** The SEO cell: the score, and why a page robots.txt keeps from crawlers scores under 100. */
export function seoCell(s) {
  if (s.seo == null) return '-';
  return s.seo !== TARGETS.otherScores && seoMet(s)
    ? `${s.seo} (robots.txt keeps it from crawlers; all else met)`
    : `${s.seo}`;
}

/** Whether one page's median run meets every target. */
export function pageMeets(row) {
  const s = row.summary;
  if (!s || typeof s.performance !== 'number') return false;
  return (
    s.performance >= TARGETS.performance &&
    s.tbtMs <= TARGETS.tbtMs &&
    s.lcpMs <= TARGETS.lcpMs &&
    s.cls < TARGETS.cls &&
    s.accessibility === TARGETS.otherScores &&
    s.bestPractices === TARGETS.otherScores &&
    seoMet(s) &&
    (row.type !== 'profile' || row.htmlBytes <= TARGETS.profileHtmlBytes)
  );
}

/**
 * The judge under the applied throttle (--throttling=devtools): performance >= 90 and LCP <= 2.5 s on
 * every page type, talent lists and profiles LCP <= 2.0 s (the pages a casting director opens most).
 */
export const APPLIED_JUDGE = { performance: 90, lcpMs: 2500, talentLcpMs: 2000 };
const TALENT_PAGES = new Set(['talent list', 'profile']);

/** Whether one page's median run meets the applied-throttle judge. */
export function pageJudged(row) {
  const s = row.summary;
  if (!s || typeof s.performance !== 'number' || typeof s.lcpMs !== 'number') return false;
  const lcpMs = TALENT_PAGES.has(row.type) ? APPLIED_JUDGE.talentLcpMs : APPLIED_JUDGE.lcpMs;
  return s.performance >= APPLIED_JUDGE.performance && s.lcpMs <= lcpMs;
}

/** The floor's runs beside a page's counted runs, as one cell: median performance / LCP. */
export function floorCell(floor) {
  if (!floor || typeof floor.performance !== 'number') return '-';
  return `${floor.performance} / ${Math.round(floor.lcpMs ?? NaN)}`;
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** The table as text: one line per page, then the medians and the first-load JS per route. */
export function renderLighthouseTable({ rows, routes, runs, via = 'direct', floor = null, throttling = 'simulate' }) {
  const lines = [
    `LIGHTHOUSE, MOBILE, ${throttling === 'devtools' ? 'DEVTOOLS THROTTLING (the mobile profile applied to the load: 562.5 ms latency, 1474.56 kbit/s down, CPU 4x)' : 'SIMULATED THROTTLING'}, ${via === 'direct' ? 'straight from the Node server' : 'through the front (TLS, HTTP/2, zstd)'} (median of ${runs} counted run${runs > 1 ? 's' : ''} per page: a run counts only when the framework floor, run right after it, scores >= ${FLOOR_GATE}; targets: performance >= ${TARGETS.performance}, TBT <= ${TARGETS.tbtMs} ms, LCP <= ${TARGETS.lcpMs} ms, CLS < ${TARGETS.cls}, accessibility / best practices / SEO 100)`,
    '',
    [
      'brand',
      'page',
      'perf (range)',
      'runs counted',
      'LCP ms',
      'floor beside: perf / LCP ms',
      'KB before LCP',
      'TBT ms',
      'CLS',
      'a11y',
      'bp',
      'seo',
      'JS',
      'HTML (gzip)',
      'bench idx',
      'all met',
      ...(throttling === 'devtools' ? ['judged (>= 90, LCP <= 2.5 s; talent <= 2.0 s)'] : []),
      'direct: perf / LCP / TBT',
    ].join(' | '),
  ];
  for (const row of rows) {
    const s = row.summary ?? {};
    const range = s.performanceRange ? ` (${s.performanceRange[0]}-${s.performanceRange[1]})` : '';
    lines.push(
      [
        row.brand,
        `${row.type} ${row.path}`,
        `${s.performance ?? (row.counted === 0 ? 'no run counted' : 'error')}${range}`,
        row.counted == null ? '-' : `${row.counted} of ${runs}`,
        Math.round(s.lcpMs ?? NaN),
        floorCell(row.floor),
        s.bytesBeforeLcp == null ? '-' : kb(s.bytesBeforeLcp),
        Math.round(s.tbtMs ?? NaN),
        s.cls?.toFixed(3) ?? '-',
        s.accessibility ?? '-',
        s.bestPractices ?? '-',
        seoCell(s),
        s.scriptBytes ? kb(s.scriptBytes) : '-',
        `${kb(row.htmlBytes)} (${kb(row.htmlGzipBytes)})`,
        s.benchmarkIndex ? Math.round(s.benchmarkIndex) : '-',
        mark(pageMeets(row)),
        ...(throttling === 'devtools' ? [mark(pageJudged(row))] : []),
        row.direct
          ? `${row.direct.performance ?? 'error'} / ${Math.round(row.direct.lcpMs ?? NaN)} / ${Math.round(row.direct.tbtMs ?? NaN)}`
          : '-',
      ].join(' | '),
    );
    if (s.lcpElement || s.lcpBreakdown) {
      const phases = s.lcpBreakdown
        ? Object.entries(s.lcpBreakdown)
            .map(([phase, ms]) => `${phase} ${ms}`)
            .join(', ')
        : 'no breakdown';
      lines.push(`    LCP element: ${s.lcpElement ?? '?'} (${phases} ms)`);
    }
    if (s.finishedBeforeLcp)
      lines.push(`    finished before the LCP the browser saw: ${finishedLine(s.finishedBeforeLcp)}`);
    if (s.failedAudits?.length) lines.push(`    lost points: ${s.failedAudits.join(', ')}`);
  }
  const summaries = rows.map((r) => r.summary).filter(Boolean);
  const tbt = median(summaries.map((s) => s.tbtMs));
  const lcp = median(summaries.map((s) => s.lcpMs));
  const cls = median(summaries.map((s) => s.cls));
  const perf = summaries.map((s) => s.performance).filter((p) => typeof p === 'number');
  lines.push(
    '',
    `pages meeting every target: ${rows.filter(pageMeets).length} of ${rows.length}`,
    ...(throttling === 'devtools'
      ? [
          `pages the applied throttle judges met (performance >= ${APPLIED_JUDGE.performance}, LCP <= ${APPLIED_JUDGE.lcpMs} ms; talent lists and profiles <= ${APPLIED_JUDGE.talentLcpMs} ms): ${rows.filter(pageJudged).length} of ${rows.length}`,
        ]
      : []),
    `performance: min ${Math.min(...perf)}, median ${median(perf)} (target >= ${TARGETS.performance} on every page)`,
    `median TBT ${Math.round(tbt)} ms (${mark(tbt < TARGETS.tbtMs)}), median LCP ${Math.round(lcp)} ms (${mark(lcp < TARGETS.lcpMs)}), median CLS ${cls?.toFixed(3)} (${mark(cls < TARGETS.cls)})`,
    ...floorLines(floor, summaries),
    '',
    `FIRST-LOAD JS PER ROUTE (gzipped; our code over the framework's floor, /_not-found, <= ${kb(TARGETS.contentOwnJsBytes)} on content pages)`,
  );
  for (const { route, gzipBytes, ownGzipBytes } of routes) {
    const content = isContentRoute(route);
    lines.push(
      `${route} | ${kb(gzipBytes)} (our code ${kb(ownGzipBytes ?? 0)}) | ${content ? mark((ownGzipBytes ?? 0) <= TARGETS.contentOwnJsBytes) : '-'}`,
    );
  }
  return lines.join('\n');
}

/**
 * The framework floor under the table: a bare Next.js page measured the same way in the same run,
 * and each page's TBT over it (the part our code adds, which the TBT target is really about).
 */
export function floorLines(floor, summaries) {
  if (!floor) return [];
  const range = floor.performanceRange ? ` (${floor.performanceRange[0]}-${floor.performanceRange[1]})` : '';
  const over = summaries
    .map((s) => s.tbtMs)
    .filter((tbt) => typeof tbt === 'number' && typeof floor.tbtMs === 'number')
    .map((tbt) => tbt - floor.tbtMs);
  return [
    '',
    `FRAMEWORK FLOOR (bench/floor-app: a bare Next.js page, one client component, the site's Next and React, straight from next start): perf ${floor.performance ?? 'error'}${range}${floor.gate ? `, ${floor.atGate} of ${floor.runs} runs at >= ${floor.gate}` : ''}, LCP ${Math.round(floor.lcpMs ?? NaN)} ms (${floor.bytesBeforeLcp == null ? '-' : kb(floor.bytesBeforeLcp)} before it), TBT ${Math.round(floor.tbtMs ?? NaN)} ms, bench idx ${floor.benchmarkIndex ? Math.round(floor.benchmarkIndex) : '-'}`,
    over.length
      ? `pages' TBT over the floor: median ${Math.round(median(over))} ms, max ${Math.round(Math.max(...over))} ms (no page can go under the floor on this machine)`
      : "pages' TBT over the floor: -",
  ];
}

/** A page's run counts only when the floor, run right after it, scores at least this (a quiet machine). */
export const FLOOR_GATE = 95;

/**
 * One page's runs, each paired with a run of the floor right after it: a page run counts only when
 * its floor scored >= FLOOR_GATE, since on a busy moment of this machine Lighthouse's simulation
 * stretches every task. Up to twice `runs` attempts for `runs` counted runs; the median counted run
 * is the page's figure (none: the row says so). `run(url, tag)` is one Lighthouse run.
 */
export async function gatedRuns(run, page, floorUrl, runs) {
  const counted = [];
  const floors = [];
  const beside = [];
  for (let attempt = 1; attempt <= 2 * runs && counted.length < runs; attempt++) {
    const summary = await run(page.url, `${page.tag}-run${attempt}`, page.key).catch(() => null);
    const floor = await run(floorUrl, `floor-after-${page.key}-run${attempt}`, 'framework-floor').catch(() => null);
    if (floor) floors.push(floor);
    if (summary && typeof floor?.performance === 'number' && floor.performance >= FLOOR_GATE) {
      counted.push(summary);
      beside.push(floor);
    }
  }
  return {
    summary: counted.length ? medianRun(counted) : null,
    counted: counted.length,
    floors,
    // The floor runs beside the counted ones: the row's floor.
    floor: beside.length ? medianRun(beside) : null,
  };
}

export async function main(argv = process.argv.slice(2)) {
  const options = pageBenchOptions(argv);
  const { runs, via, throttling } = options;
  const log = (message) => process.stderr.write(`[lighthouse] ${message}\n`);
  const rows = [];
  const floorRuns = [];
  const run = (url, tag, key) =>
    lighthouse({ key, url }, tag, { throttling }).catch((error) => {
      log(`  failed: ${error.message}`);
      throw error;
    });
  const pagesSeen = [];
  await onEveryPageType(
    { ...options, label: 'lighthouse', log },
    async (page) => {
      pagesSeen.push(page);
    },
    async (floorUrl) => {
      // The floor is known once every page is: each page's runs, each followed by one of the floor.
      for (const page of pagesSeen) {
        log(`${page.brand} ${page.type}`);
        const front = await gatedRuns(run, { ...page, tag: via === 'direct' ? 'direct' : 'front' }, floorUrl, runs);
        floorRuns.push(...front.floors);
        const direct =
          via === 'both' ? await gatedRuns(run, { ...page, url: page.directUrl, tag: 'direct' }, floorUrl, runs) : null;
        if (direct) floorRuns.push(...direct.floors);
        rows.push({
          ...page,
          summary: front.summary,
          counted: front.counted,
          floor: front.floor,
          direct: direct?.summary ?? null,
        });
      }
    },
  );
  const floor = floorRuns.length
    ? {
        ...medianRun(floorRuns),
        gate: FLOOR_GATE,
        atGate: floorRuns.filter((f) => f.performance >= FLOOR_GATE).length,
      }
    : null;
  const result = { runs, via, throttling, rows, floor, routes: firstLoadJs(path.join(root, 'site', DIST_DIR)) };
  const file = path.join(resultsDir, `lighthouse-${throttling}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(result, null, 2));
  process.stdout.write(`${renderLighthouseTable(result)}\n\nJSON: ${path.relative(root, file)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
