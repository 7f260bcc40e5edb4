// The main-thread bench's pure parts: reading a trace and summing what a phone's main thread ran.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lcpRunsOption, mainThreadFigures, quartiles, renderMainThreadTable, spread } from '../main-thread.mjs';

const HOST = 'cqmusic.localhost:3530';
/** A trace of two renderers: the page's (pid 2, the one that parsed its HTML) and another page's. */
function trace(tasks) {
  return [
    { name: 'ParseHTML', ph: 'X', pid: 9, tid: 1, ts: 0, dur: 10, args: { beginData: { url: 'chrome://newtab/' } } },
    {
      name: 'ParseHTML',
      ph: 'X',
      pid: 2,
      tid: 7,
      ts: 5,
      dur: 10,
      args: { beginData: { url: `https://${HOST}/eventos` } },
    },
    // The other renderer's long task never counts.
    { name: 'RunTask', ph: 'X', pid: 9, tid: 1, ts: 0, dur: 900_000, tdur: 900_000 },
    // Another thread of the page's process never counts either.
    { name: 'RunTask', ph: 'X', pid: 2, tid: 8, ts: 0, dur: 900_000, tdur: 900_000 },
    ...tasks.map(([dur, tdur], i) => ({ name: 'RunTask', ph: 'X', pid: 2, tid: 7, ts: 100 + i, dur, tdur })),
  ];
}

test('the page main thread: CPU is its tasks thread time, blocking is each task at 4x past 50 ms', () => {
  // Thread times 10 ms, 20 ms and 100 ms (wall-clock 500 ms: the machine was busy; thread time is what ran).
  const figures = mainThreadFigures(
    trace([
      [10_000, 10_000],
      [20_000, 20_000],
      [500_000, 100_000],
    ]),
    HOST,
  );
  assert.equal(figures.cpuMs, 130);
  // 10 ms -> 40 ms at 4x: not long. 20 ms -> 80: 30 blocking. 100 ms -> 400: 350 blocking.
  assert.equal(figures.blockingMs, 380);
  assert.equal(figures.longTasks, 2);
});

test('a task without thread time is read by its wall-clock duration', () => {
  assert.deepEqual(mainThreadFigures(trace([[15_000, undefined]]), HOST), { cpuMs: 15, blockingMs: 10, longTasks: 1 });
});

test('a trace that never parsed the page is an error, not a zero', () => {
  assert.throws(() => mainThreadFigures(trace([]), 'other.localhost'), /no HTML of other.localhost/);
});

test('quartiles by nearest rank; the spread of one figure over loads', () => {
  assert.deepEqual(quartiles([5, 1, 4, 2, 3, 9, 7, 8, 6]), { q1: 3, median: 5, q3: 7 });
  assert.deepEqual(quartiles([42]), { q1: 42, median: 42, q3: 42 });
  assert.equal(quartiles([]), null);
  const loads = [{ cpuMs: 300 }, { cpuMs: 100 }, { cpuMs: 200 }, { cpuMs: 400 }];
  assert.deepEqual(spread(loads, 'cpuMs'), { median: 200, q1: 100, q3: 300 });
});

test('the table prints each page, the floor and each page over it', () => {
  const cell = (median) => ({ median, q1: median - 10, q3: median + 10 });
  const text = renderMainThreadTable({
    runs: 9,
    via: 'front',
    rows: [
      { brand: 'music', type: 'event', path: '/eventos/1/a', cpu: cell(450), blocking: cell(800), longTasks: cell(5) },
    ],
    floor: { cpu: cell(200), blocking: cell(420) },
  });
  assert.match(text, /through the front \(9 loads per page/);
  assert.match(text, /music \| event \/eventos\/1\/a \| 450 \(440-460\) \| 800 \(790-810\) \| 5 \| 380/);
  assert.match(text, /FRAMEWORK FLOOR .*CPU 200 \(190-210\) ms, blocking at 4x 420 \(410-430\) ms/);
});

test('LCP beside the blocking time: each page and the floor, and each page over the floor', () => {
  const cell = (median) => ({ median, q1: median - 10, q3: median + 10 });
  const text = renderMainThreadTable({
    runs: 9,
    lcpRuns: 3,
    via: 'front',
    rows: [
      {
        brand: 'music',
        type: 'home',
        path: '/',
        cpu: cell(450),
        blocking: cell(800),
        longTasks: cell(5),
        lcp: cell(2600),
      },
    ],
    floor: { cpu: cell(200), blocking: cell(420), lcp: cell(1100) },
  });
  assert.match(
    text,
    /music \| home \/ \| 450 \(440-460\) \| 800 \(790-810\) \| 5 \| 380 \| 2600 \(2590-2610\) \| 1500/,
  );
  assert.match(text, /LCP 1100 \(1090-1110\) ms/);
  assert.match(text, /LCP: 3 load\(s\) per page .* 562.5 ms latency, 1475 kbit\/s down, CPU 4x slower/);
});

test('--lcp-runs: 3 unless given, 0 turns the LCP loads off, anything else is refused', () => {
  assert.equal(lcpRunsOption([]), 3);
  assert.equal(lcpRunsOption(['--lcp-runs=0']), 0);
  assert.equal(lcpRunsOption(['--runs=9', '--lcp-runs=5']), 5);
  assert.throws(() => lcpRunsOption(['--lcp-runs=-1']), /--lcp-runs/);
});
