// The memory table's and the crawl's pure parts: `node --test bench/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gatewayMemoryRows, MEMORY_TARGETS, siteMemoryRows } from '../memory.mjs';
import { median } from '../persisted.mjs';
import { linkedPaths } from '../site-crawl.mjs';

const MiB = 1024 * 1024;

test('median of odd and even counts, whatever the order', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([0.41, 0.62, 0.58, 0.9, 0.6]), 0.6);
});

test('gateway rows: each figure against its target, growth across the runs', () => {
  const rows = gatewayMemoryRows({
    idle: 150 * MiB,
    rounds: [200 * MiB, 205 * MiB, 230 * MiB],
    uploadPeak: 360 * MiB,
    heaps: [40 * MiB, 41 * MiB, 41 * MiB, 42 * MiB],
    rps: [3000, 3100, 3050],
  });
  const met = Object.fromEntries(rows.map((r) => [r.figure.trim(), r.met]));
  assert.equal(met['gateway RSS at idle (after its start-up warm-up)'], true);
  assert.equal(met['gateway RSS after each of 3 warm runs'], true);
  assert.equal(met['growth from the first run to the last'], false, '+30 MiB is over 5 % of 200');
  assert.match(rows.find((r) => r.figure.includes('upload')).target, /350/);
  assert.equal(rows.find((r) => r.figure.includes('upload')).met, false);
  const over = gatewayMemoryRows({
    idle: 201 * MiB,
    rounds: [301 * MiB, 301 * MiB, 301 * MiB],
    uploadPeak: 1,
    heaps: [],
    rps: [],
  });
  assert.deepEqual(
    over.slice(0, 3).map((r) => r.met),
    [false, false, true],
  );
});

test('site rows: met only for a complete crawl under the ceiling', () => {
  const crawl = {
    pages: 900,
    left: 0,
    complete: true,
    seconds: 120,
    statuses: { 200: 890, 404: 10 },
    rssBefore: 200 * MiB,
    rssPeak: 340 * MiB,
    rssAfter: 300 * MiB,
  };
  assert.equal(siteMemoryRows(crawl)[0].met, true);
  assert.equal(
    siteMemoryRows({ ...crawl, complete: false, left: 5 })[0].met,
    false,
    'an unfinished crawl proves nothing',
  );
  assert.equal(siteMemoryRows({ ...crawl, rssAfter: MEMORY_TARGETS.siteCrawledBytes + 1 })[0].met, false);
  assert.equal(siteMemoryRows(crawl)[1].value, '890 x 200, 10 x 404');
  const reference = siteMemoryRows({ ...crawl, rssAfter: 900 * MiB }, { shape: 'memory' })[0];
  assert.equal(reference.met, null, 'the in-memory cache is a reference, not the deployed shape');
  assert.match(reference.figure, /SITE_CACHE_MAX_BYTES/);
});

test("linkedPaths keeps the site's own pages, queries included, and leaves files and other origins out", () => {
  const html =
    '<a href="/atrizes">a</a><a href="/atrizes?page=2&amp;q=x">b</a><a href="https://x.test/">c</a>' +
    '<link href="/_next/static/a.css"><a href="//cdn.test/x">d</a><a href="/favicon.ico">e</a><a href="/blog#top">f</a>';
  assert.deepEqual([...linkedPaths(html)].sort(), ['/atrizes', '/atrizes?page=2&q=x', '/blog']);
});

test("the bench and the native production shape run Node with compose's flags for the site and the gateway", async () => {
  const fs = await import('node:fs');
  const { NODE_OPTIONS } = await import('../stack.mjs');
  const production = await import('../../scripts/lib/production.mjs');
  assert.equal(production.NODE_OPTIONS, NODE_OPTIONS);
  const compose = fs.readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8');
  const values = [...compose.matchAll(/^\s+NODE_OPTIONS: (.+)$/gm)].map((m) => m[1]);
  assert.equal(values.length, 2, 'the gateway anchor and the site anchor');
  for (const value of values) assert.equal(value, NODE_OPTIONS);
});
