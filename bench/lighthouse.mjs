// Lighthouse (mobile, its default simulated throttling) with Debian's Chromium:
// the four category scores, LCP/CLS/TBT, and the JavaScript the page really
// loaded (sum of the transfer sizes of its Script responses, i.e. gzip as the
// site serves it).
import fs from 'node:fs';
import path from 'node:path';
import { root, resultsDir } from './lib/paths.mjs';
import { runToEnd } from './lib/processes.mjs';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The front's certificates come from its own local CA (bench/stack.mjs startFront).
  '--ignore-certificate-errors',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The figures the bench reports, from a Lighthouse result (lhr). */
export function summarize(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptCount: scripts.length,
    bytesBeforeLcp: bytesBeforeLcp(lhr, requests),
    finishedBeforeLcp: finishedBeforeLcp(lhr, requests),
    runtimeError: lhr.runtimeError?.code ?? null,
    // Lighthouse's CPU benchmark of this host during the run (lower = slower; a busy machine lowers it).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedAudits: failedAudits(lhr),
    keptFromCrawlers: keptFromCrawlers(lhr),
    lcpBreakdown: lcpBreakdown(lhr),
    lcpElement: lcpElement(lhr),
  };
}

/**
 * What the page asked for before its largest paint, in bytes over the wire: every request that
 * started before the LCP the browser really saw (unthrottled). Lighthouse's simulated LCP makes all
 * of them share the throttled link first, so this total, more than the LCP image, sets the score.
 */
export function bytesBeforeLcp(lhr, requests) {
  const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  if (typeof observed !== 'number') return null;
  return requests
    .filter((r) => typeof r.networkRequestTime === 'number' && r.networkRequestTime < observed)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

/**
 * What Lighthouse's simulation charges to the LCP, in bytes over the wire by resource type: every
 * request that had finished by the LCP the browser saw (unthrottled), but images of low priority,
 * as its LCP graphs take them (a script whose first run came later is left out there too, which
 * the trace alone tells: these are its upper bounds). On loopback most of what a page asks for early
 * has finished before its first paint is on screen, so that is what its simulated LCP pays for.
 */
export function finishedBeforeLcp(lhr, requests) {
  const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  if (typeof observed !== 'number') return null;
  const byType = {};
  for (const r of requests) {
    if (typeof r.networkEndTime !== 'number' || r.networkEndTime > observed) continue;
    if (r.resourceType === 'Image' && ['Low', 'VeryLow'].includes(r.priority)) continue;
    byType[r.resourceType] = (byType[r.resourceType] ?? 0) + (r.transferSize ?? 0);
  }
  return byType;
}

/** Audits that cost points in accessibility, best practices and SEO (what kept them under 100). */
function failedAudits(lhr) {
  const failed = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.push(`${id}: ${ref.id}`);
    }
  }
  return failed;
}

/**
 * Whether the site's robots.txt keeps crawlers from this page (a visitor's own favourites): the one
 * SEO audit such a page fails by design, `is-crawlable`, names a line of /robots.txt as its source.
 * A page kept out by a meta tag or a header instead is not counted here.
 */
export function keptFromCrawlers(lhr) {
  const audit = lhr.audits['is-crawlable'];
  if (!audit || audit.score !== 0) return false;
  const items = audit.details?.items ?? [];
  return items.length > 0 && items.every((item) => /\/robots\.txt$/.test(item.source?.url ?? ''));
}

/** The LCP element as Lighthouse names it (its selector, else its HTML), shortened. */
function lcpElement(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const node = details?.items?.[0]?.items?.[0]?.node ?? details?.items?.[0]?.node;
  if (!node) return null;
  const text = node.selector || node.snippet || node.nodeLabel || '';
  return text.length > 90 ? `${text.slice(0, 87)}...` : text;
}

/** Where the LCP time went (time to first byte, load delay, load time, render delay), in ms. */
function lcpBreakdown(lhr) {
  const table = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'table');
  if (!table) return null;
  return Object.fromEntries(table.items.map((item) => [item.subpart, Math.round(item.duration)]));
}

/**
 * The run to report out of several of the same page: the one with the median performance score
 * (Lighthouse's own advice, as single mobile runs vary by ten points and more), with the range of
 * scores seen, so the table shows one real run and the spread beside it.
 */
export function medianRun(summaries) {
  const scored = summaries.filter((s) => typeof s.performance === 'number');
  if (scored.length === 0) return summaries[0];
  const sorted = [...scored].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return {
    ...median,
    runs: scored.length,
    performanceRange: [sorted[0].performance, sorted[sorted.length - 1].performance],
  };
}

/** `runs` Lighthouse runs of one page; the median one (see medianRun). */
export async function lighthouseMedian(page, tag, runs) {
  const summaries = [];
  for (let run = 1; run <= runs; run++) summaries.push(await lighthouse(page, runs > 1 ? `${tag}-run${run}` : tag));
  return medianRun(summaries);
}

/**
 * How Lighthouse throttles: 'simulate' (its default: one unthrottled load, then the phone's timings
 * estimated from it) or 'devtools' (the same mobile profile applied to the load itself, the metrics
 * then observed; bench/README.md says when each is the one to read).
 */
export const THROTTLING_METHODS = ['simulate', 'devtools'];

/** One Lighthouse run; a second attempt when the first fails (NO_NAVSTART and friends on a busy host). */
export async function lighthouse(page, tag, { throttling = 'simulate' } = {}) {
  try {
    return await lighthouseOnce(page, tag, throttling);
  } catch {
    return lighthouseOnce(page, tag, throttling);
  }
}

async function lighthouseOnce(page, tag, throttling) {
  const dir = path.join(resultsDir, 'lighthouse');
  fs.mkdirSync(dir, { recursive: true });
  const output = path.join(dir, `${tag}${throttling === 'devtools' ? '-devtools' : ''}-${page.key}.json`);
  await runToEnd(
    `lighthouse ${page.key}`,
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      page.url,
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--max-wait-for-load=30000',
      `--throttling-method=${throttling}`,
      // LIGHTHOUSE_SAVE_ASSETS=1 keeps each run's trace beside its report, to read where its main thread went.
      ...(process.env.LIGHTHOUSE_SAVE_ASSETS ? ['--save-assets'] : []),
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      logFile: path.join(resultsDir, 'logs', 'lighthouse.log'),
    },
  );
  return summarize(JSON.parse(fs.readFileSync(output, 'utf8')));
}
