#!/usr/bin/env node
// `npm run bench -- --lighthouse`: Lighthouse (mobile, simulated throttling, Debian's Chromium) on every
// page type of every brand, the median of N runs each, with Lighthouse's benchmarkIndex of this host,
// each page's HTML size and each route's first-load JS, next to the phone-first targets.
//
//   npm run bench -- --lighthouse [--runs=3] [--brands=music,cultural] [--rebuild]
//
// Own ports and build folder (bench/stack.mjs); one sandbox at SANDBOX_SCALE=1. About 25 s per run on
// two cores: every page of every brand, three runs each, takes about an hour; --runs=1 a third of it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { register } from 'tsx/esm/api';
import { firstLoadJs } from './first-load-js.mjs';
import { resultsDir, root } from './lib/paths.mjs';
import { assertPortsFree } from './lib/processes.mjs';
import { lighthouseMedian } from './lighthouse.mjs';
import { brandPages } from './page-types.mjs';
import { warmImages, warmPage } from './site-pages.mjs';
import {
  buildSite,
  DIST_DIR,
  PORTS,
  siteBuilt,
  startGateway,
  startSandbox,
  startSite,
  stopProcess,
  urls,
} from './stack.mjs';

/** The phone-first targets: every page type on every brand. */
export const TARGETS = {
  performance: 95,
  tbtMs: 150,
  lcpMs: 1800,
  cls: 0.05,
  otherScores: 100,
  profileHtmlBytes: 50 * 1024,
  contentFirstLoadJsBytes: 130 * 1024,
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
const mark = (met) => (met ? 'met' : 'NOT met');

/** Whether one page's median run meets every target. */
export function pageMeets(row) {
  const s = row.summary;
  if (!s || typeof s.performance !== 'number') return false;
  return (
    s.performance >= TARGETS.performance &&
    s.tbtMs < TARGETS.tbtMs &&
    s.lcpMs < TARGETS.lcpMs &&
    s.cls < TARGETS.cls &&
    s.accessibility === TARGETS.otherScores &&
    s.bestPractices === TARGETS.otherScores &&
    s.seo === TARGETS.otherScores &&
    (row.type !== 'profile' || row.htmlBytes <= TARGETS.profileHtmlBytes)
  );
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** The table as text: one line per page, then the medians and the first-load JS per route. */
export function renderLighthouseTable({ rows, routes, runs }) {
  const lines = [
    `LIGHTHOUSE, MOBILE (median of ${runs} run${runs > 1 ? 's' : ''} per page; targets: performance >= ${TARGETS.performance}, TBT < ${TARGETS.tbtMs} ms, LCP < ${TARGETS.lcpMs} ms, CLS < ${TARGETS.cls}, accessibility / best practices / SEO 100)`,
    '',
    [
      'brand',
      'page',
      'perf (range)',
      'LCP ms',
      'TBT ms',
      'CLS',
      'a11y',
      'bp',
      'seo',
      'JS',
      'HTML (gzip)',
      'bench idx',
      'all met',
    ].join(' | '),
  ];
  for (const row of rows) {
    const s = row.summary ?? {};
    const range = s.performanceRange ? ` (${s.performanceRange[0]}-${s.performanceRange[1]})` : '';
    lines.push(
      [
        row.brand,
        `${row.type} ${row.path}`,
        `${s.performance ?? 'error'}${range}`,
        Math.round(s.lcpMs ?? NaN),
        Math.round(s.tbtMs ?? NaN),
        s.cls?.toFixed(3) ?? '-',
        s.accessibility ?? '-',
        s.bestPractices ?? '-',
        s.seo ?? '-',
        s.scriptBytes ? kb(s.scriptBytes) : '-',
        `${kb(row.htmlBytes)} (${kb(row.htmlGzipBytes)})`,
        s.benchmarkIndex ? Math.round(s.benchmarkIndex) : '-',
        mark(pageMeets(row)),
      ].join(' | '),
    );
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
    `performance: min ${Math.min(...perf)}, median ${median(perf)} (target >= ${TARGETS.performance} on every page)`,
    `median TBT ${Math.round(tbt)} ms (${mark(tbt < TARGETS.tbtMs)}), median LCP ${Math.round(lcp)} ms (${mark(lcp < TARGETS.lcpMs)}), median CLS ${cls?.toFixed(3)} (${mark(cls < TARGETS.cls)})`,
    '',
    `FIRST-LOAD JS PER ROUTE (gzipped; content pages <= ${kb(TARGETS.contentFirstLoadJsBytes)})`,
  );
  for (const { route, gzipBytes } of routes) {
    const content = isContentRoute(route);
    lines.push(`${route} | ${kb(gzipBytes)} | ${content ? mark(gzipBytes <= TARGETS.contentFirstLoadJsBytes) : '-'}`);
  }
  return lines.join('\n');
}

async function htmlSizes(url) {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const body = Buffer.from(await response.arrayBuffer());
  return { htmlBytes: body.length, htmlGzipBytes: zlib.gzipSync(body).length };
}

export async function main(argv = process.argv.slice(2)) {
  const option = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const runs = Number(option('runs') ?? 3);
  const only = option('brands')?.split(',');
  const log = (message) => process.stderr.write(`[lighthouse] ${message}\n`);

  register();
  const { BRANDS } = await import('../schema/src/brands.ts');
  const brands = BRANDS.filter((b) => !only || only.includes(b.key));
  await assertPortsFree([0, 1, 2, 3, 4].map((i) => PORTS.siteBase + i).concat(PORTS.sandbox, PORTS.gateway));
  fs.mkdirSync(resultsDir, { recursive: true });
  if (argv.includes('--rebuild') || !siteBuilt()) {
    log(`building the site into site/${DIST_DIR}`);
    await buildSite();
  }
  const running = [];
  const rows = [];
  try {
    running.push(await startSandbox(1));
    running.push(await startGateway('lighthouse'));
    running.push(await startSite('lighthouse'));
    for (const brand of brands) {
      const offset = BRANDS.indexOf(brand);
      for (const page of await brandPages(brand, urls.site(offset))) {
        const key = `${page.brand}-${page.type.replace(/\s+/g, '-')}`;
        log(`${key} ${page.path}`);
        await warmPage({ url: page.url });
        await warmImages({ url: page.url }, 10_000);
        const sizes = await htmlSizes(page.url);
        const summary = await lighthouseMedian({ key, url: page.url }, 'table', runs).catch((error) => {
          log(`  failed: ${error.message}`);
          return null;
        });
        rows.push({ ...page, ...sizes, summary });
      }
    }
  } finally {
    for (const proc of running.reverse()) await stopProcess(proc);
  }
  const result = { runs, rows, routes: firstLoadJs(path.join(root, 'site', DIST_DIR)) };
  const file = path.join(resultsDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(result, null, 2));
  process.stdout.write(`${renderLighthouseTable(result)}\n\nJSON: ${path.relative(root, file)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
