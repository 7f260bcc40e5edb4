// The bench's pure parts: `node --test bench/` (no server needed, < 1 s).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { percentile } from '../lib/load.mjs';
import { formatValue } from '../rows.mjs';
import { keptFromCrawlers, medianRun, summarize } from '../lighthouse.mjs';
import {
  finishedLine,
  floorLines,
  gatedRuns,
  pageJudged,
  renderLighthouseTable,
  seoCell,
  seoMet,
} from '../lighthouse-table.mjs';
import { pageBenchOptions } from '../page-stack.mjs';
import { loadSiteDocuments, baseMix, completeMix } from '../queries.mjs';
import { imageUrls } from '../site-pages.mjs';
import {
  lighthouseMet,
  rssGrowthMet,
  upstreamCallsMet,
  warmP99Met,
  warmRpsMet,
  warmRpsTarget,
  webVitalsMet,
  firstLoadJsMet,
} from '../targets.mjs';

test('percentile takes the nearest rank', () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(percentile(values, 50), 50);
  assert.equal(percentile(values, 99), 99);
  assert.equal(percentile([7], 99), 7);
  assert.equal(percentile([], 50), null);
});

test('targets follow the issue: p99 within 1.1x of REST, 1500 req/s on 2 cores, one call per back-end', () => {
  assert.equal(warmP99Met(11, 10), true);
  assert.equal(warmP99Met(12, 10), false);
  assert.equal(warmP99Met(undefined, 10), null);
  assert.equal(warmRpsTarget(2), 1500);
  assert.equal(warmRpsMet(1499, 2), false);
  assert.equal(warmRpsMet(1500, 2), true);
  assert.equal(upstreamCallsMet(1), true);
  assert.equal(upstreamCallsMet(2), false);
});

test('memory growth within 5 % counts as none; Lighthouse and vitals thresholds', () => {
  const MiB = 1024 * 1024;
  assert.equal(rssGrowthMet(100 * MiB, 104 * MiB), true);
  assert.equal(rssGrowthMet(100 * MiB, 106 * MiB), false);
  assert.equal(lighthouseMet({ performance: 95, accessibility: 100, bestPractices: 100, seo: 100 }), true);
  assert.equal(lighthouseMet({ performance: 99, accessibility: 100, bestPractices: 96, seo: 100 }), false);
  assert.equal(webVitalsMet({ lcpMs: 1799, cls: 0.049 }), true);
  assert.equal(webVitalsMet({ lcpMs: 1800, cls: 0 }), false);
  assert.equal(firstLoadJsMet(199 * 1024), true);
  assert.equal(firstLoadJsMet(200 * 1024), false);
});

test('the mix is built from the site documents with the site variables', () => {
  const documents = loadSiteDocuments();
  const mix = completeMix(documents, baseMix(documents, { siteHost: 'localhost:3500' }), {
    talentId: '12',
    postSlug: 'a-post',
  });
  assert.deepEqual(
    mix.map((q) => q.name),
    ['Shell', 'HomeContent', 'TalentList', 'PostList', 'TalentProfile', 'PostDetail'],
  );
  for (const q of mix) assert.match(q.query, new RegExp(`query ${q.name}\\(`));
  assert.match(mix[0].query, /fragment ShellMenuItem/);
  assert.equal(mix[2].variables.first, 8);
});

test('image warm-up reads next/image URLs up to a width', () => {
  const html =
    '<img srcset="/_next/image?url=http%3A%2F%2Fx%2Fa.jpg&amp;w=640&amp;q=75 640w, /_next/image?url=http%3A%2F%2Fx%2Fa.jpg&amp;w=1920&amp;q=75 1920w">';
  assert.deepEqual(imageUrls(html, 'http://localhost:3500/'), [
    'http://localhost:3500/_next/image?url=http%3A%2F%2Fx%2Fa.jpg&w=640&q=75',
  ]);
  const cdn =
    '<img srcset="http://cdn.x/acc/image/upload/w_384,q_auto,f_auto/a.jpg 384w, http://cdn.x/acc/image/upload/w_1080,q_auto,f_auto/a.jpg 1080w">';
  assert.deepEqual(imageUrls(cdn, 'http://localhost:3500/'), [
    'http://cdn.x/acc/image/upload/w_384,q_auto,f_auto/a.jpg',
  ]);
});

test('Lighthouse summary: scores, vitals, script bytes and the audits that cost points', () => {
  const lhr = {
    categories: {
      performance: { score: 0.9, auditRefs: [] },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 0.96, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: { score: 1, auditRefs: [{ id: 'canonical', weight: 0 }] },
    },
    audits: {
      'largest-contentful-paint': { numericValue: 1500 },
      'cumulative-layout-shift': { numericValue: 0.01 },
      'total-blocking-time': { numericValue: 120 },
      'color-contrast': { score: 1 },
      'errors-in-console': { score: 0 },
      canonical: { score: 0 },
      metrics: { details: { items: [{ observedLargestContentfulPaint: 300 }] } },
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Script', transferSize: 1000, networkRequestTime: 120, networkEndTime: 180 },
            {
              resourceType: 'Image',
              transferSize: 5000,
              networkRequestTime: 299,
              networkEndTime: 420,
              priority: 'High',
            },
            { resourceType: 'Script', transferSize: 24, networkRequestTime: 300, networkEndTime: 310 },
            { resourceType: 'Font', transferSize: 700, networkRequestTime: 150, networkEndTime: 300 },
            { resourceType: 'Image', transferSize: 900, networkRequestTime: 100, networkEndTime: 200, priority: 'Low' },
          ],
        },
      },
    },
  };
  const s = summarize(lhr);
  assert.equal(s.performance, 90);
  assert.equal(s.bestPractices, 96);
  assert.equal(s.scriptBytes, 1024);
  assert.equal(s.scriptCount, 2);
  // What had finished by the LCP, as the simulation charges it: not the image still loading, nor the low-priority one.
  assert.deepEqual(s.finishedBeforeLcp, { Script: 1000, Font: 700 });
  assert.equal(finishedLine(s.finishedBeforeLcp), 'Script 1.0 KB, Font 0.7 KB');
  assert.deepEqual(s.failedAudits, ['best-practices: errors-in-console']);
  assert.equal(s.lcpBreakdown, null);
  // Requests started before the LCP the browser saw; the one that started with it is not counted.
  assert.equal(s.bytesBeforeLcp, 7600);
  assert.equal(summarize({ ...lhr, audits: { ...lhr.audits, metrics: undefined } }).bytesBeforeLcp, null);
});

test('medianRun reports the run with the median performance score and the spread', () => {
  const runs = [
    { performance: 81, lcpMs: 3100 },
    { performance: 93, lcpMs: 2400 },
    { performance: 86, lcpMs: 2900 },
  ];
  assert.deepEqual(medianRun(runs), { performance: 86, lcpMs: 2900, runs: 3, performanceRange: [81, 93] });
  // An even count takes the lower middle (the pessimistic one); failed runs are left out.
  assert.equal(medianRun([{ performance: 90 }, { performance: 70 }, { performance: null }]).performance, 70);
  assert.equal(medianRun([{ performance: 88 }]).runs, 1);
});

test('the framework floor line: the bare page, then each page’s TBT over it', () => {
  assert.deepEqual(floorLines(null, [{ tbtMs: 500 }]), []);
  const lines = floorLines(
    { performance: 89, performanceRange: [84, 89], tbtMs: 400, lcpMs: 741, bytesBeforeLcp: 2048, benchmarkIndex: 1421 },
    [{ tbtMs: 500 }, { tbtMs: 900 }, { tbtMs: 450 }, { tbtMs: null }],
  );
  assert.match(lines[1], /perf 89 \(84-89\), LCP 741 ms \(2\.0 KB before it\), TBT 400 ms, bench idx 1421$/);
  assert.equal(
    lines[2],
    "pages' TBT over the floor: median 100 ms, max 500 ms (no page can go under the floor on this machine)",
  );
});

test('a page run counts only when the floor run right after it scores >= 95; up to twice the runs are tried', async () => {
  // The floor's scores in turn: a busy moment (80), then quiet ones.
  const floorScores = [80, 97, 96, 99];
  let pageRun = 0;
  const run = async (url, _tag, key) =>
    key === 'framework-floor' ? { performance: floorScores.shift() } : { performance: 70 + ++pageRun, url };
  const result = await gatedRuns(run, { key: 'home', tag: 'front', url: 'https://p/' }, 'http://floor/', 3);
  // Run 1 was beside a floor of 80: not counted; runs 2-4 count; the median counted run is run 3.
  assert.equal(result.counted, 3);
  assert.equal(result.summary.performance, 73);
  assert.deepEqual(result.summary.performanceRange, [72, 74]);
  assert.equal(result.floors.length, 4);
  // The row's floor is that of the counted runs (97, 96, 99), not the busy one's.
  assert.equal(result.floor.performance, 97);
  // A machine never quiet: no run counts, and the row says so instead of a figure.
  const busy = await gatedRuns(
    async (_url, _tag, key) => ({ performance: key === 'framework-floor' ? 60 : 90 }),
    { key: 'home', tag: 'front', url: 'https://p/' },
    'http://floor/',
    2,
  );
  assert.deepEqual([busy.counted, busy.summary, busy.floors.length], [0, null, 4]);
});

test('the floor line says how many of its runs reached the gate', () => {
  const lines = floorLines({ performance: 97, runs: 10, atGate: 8, gate: 95, tbtMs: 30, lcpMs: 700 }, [{ tbtMs: 90 }]);
  assert.match(lines[1], /perf 97, 8 of 10 runs at >= 95, LCP 700 ms/);
});

test('the page benches throttle as Lighthouse simulates unless --throttling=devtools applies the profile', () => {
  assert.equal(pageBenchOptions([]).throttling, 'simulate');
  assert.equal(pageBenchOptions(['--throttling=devtools', '--runs=2']).throttling, 'devtools');
  assert.throws(() => pageBenchOptions(['--throttling=provided']), /--throttling: simulate or devtools/);
  const table = (throttling) =>
    renderLighthouseTable({ rows: [], routes: [], runs: 1, via: 'front', throttling }).split('\n')[0];
  assert.match(table(undefined), /^LIGHTHOUSE, MOBILE, SIMULATED THROTTLING, through the front/);
  assert.match(table('devtools'), /^LIGHTHOUSE, MOBILE, DEVTOOLS THROTTLING \(the mobile profile applied to the load/);
});

test('the page benches can be narrowed to some page types', () => {
  assert.equal(pageBenchOptions([]).pages, null);
  assert.deepEqual(pageBenchOptions(['--pages=home,talent list,profile']).pages, ['home', 'talent list', 'profile']);
});

test('under the applied throttle each row is judged (>= 90, LCP <= 2.5 s, talent pages <= 2.0 s) with its floor beside it', () => {
  const row = (type, performance, lcpMs) => ({
    brand: 'b',
    type,
    path: '/',
    counted: 1,
    htmlBytes: 1024,
    htmlGzipBytes: 512,
    summary: { performance, lcpMs, tbtMs: 100, cls: 0 },
    floor: { performance: 99, lcpMs: 700 },
  });
  assert.equal(pageJudged(row('home', 90, 2500)), true);
  assert.equal(pageJudged(row('home', 89, 1500)), false);
  assert.equal(pageJudged(row('home', 95, 2501)), false);
  assert.equal(pageJudged(row('profile', 95, 2100)), false);
  assert.equal(pageJudged(row('talent list', 95, 2000)), true);
  const table = renderLighthouseTable({
    rows: [row('profile', 95, 2100), row('about', 97, 1600)],
    routes: [],
    runs: 1,
    via: 'front',
    throttling: 'devtools',
  }).split('\n');
  const header = table[2].split(' | ');
  const profile = table[3].split(' | ');
  assert.equal(profile[header.indexOf('floor beside: perf / LCP ms')], '99 / 700');
  assert.equal(profile[header.indexOf('judged (>= 90, LCP <= 2.5 s; talent <= 2.0 s)')], 'NOT met');
  assert.ok(table.some((line) => /pages the applied throttle judges met .*: 1 of 2$/.test(line)));
  // The simulated table has no judge column.
  const simulated = renderLighthouseTable({ rows: [row('about', 97, 1600)], routes: [], runs: 1, via: 'front' });
  assert.equal(simulated.includes('judged'), false);
});

test('a row with its own unit prints its count as it is, not as milliseconds', () => {
  assert.equal(formatValue({ figure: 'refusals', value: 0, unit: '' }), '0');
  assert.equal(formatValue({ figure: 'answered', value: 29, unit: 'pages' }), '29 pages');
  assert.equal(formatValue({ figure: 'p99', value: 73 }), '73 ms');
});

test('SEO: 100, or a page robots.txt keeps from crawlers failing only the audit that says so', () => {
  const blocked = (url) => ({
    audits: {
      'is-crawlable': { score: 0, details: { items: [{ source: { type: 'source-location', url, line: 3 } }] } },
    },
  });
  assert.equal(keptFromCrawlers(blocked('https://a.localhost/robots.txt')), true);
  // A meta robots tag or a header keeps it out for another reason: not what robots.txt decided.
  assert.equal(
    keptFromCrawlers({ audits: { 'is-crawlable': { score: 0, details: { items: [{ source: { type: 'node' } }] } } } }),
    false,
  );
  assert.equal(keptFromCrawlers({ audits: { 'is-crawlable': { score: 1, details: { items: [] } } } }), false);
  const favourites = { seo: 66, keptFromCrawlers: true, failedAudits: ['seo: is-crawlable'] };
  assert.equal(seoMet(favourites), true);
  assert.match(seoCell(favourites), /^66 \(robots.txt keeps it from crawlers/);
  assert.equal(seoMet({ ...favourites, failedAudits: ['seo: is-crawlable', 'seo: document-title'] }), false);
  assert.equal(seoMet({ ...favourites, keptFromCrawlers: false }), false);
  assert.equal(seoMet({ seo: 92, keptFromCrawlers: false, failedAudits: ['seo: meta-description'] }), false);
  assert.equal(seoMet({ seo: 100, failedAudits: [] }), true);
  assert.equal(seoCell({ seo: 100 }), '100');
});
