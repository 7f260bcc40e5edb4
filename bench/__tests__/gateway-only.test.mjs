// `npm run bench -- --gateway-only`: the report renders with the site parts not run.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderReport } from '../report.mjs';

const run = (rps, cpuMsPerRequest) => ({ rps, p50: 7, p99: 18, ok: true, requestsTotal: 1000, cpuMsPerRequest });

test('a gateway-only run renders the gateway rows and leaves the site sections empty', () => {
  const results = {
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:01:00.000Z',
    quick: true,
    gatewayOnly: true,
    seconds: 5,
    warmupSeconds: 2,
    connections: 50,
    machine: { cores: 2, cpuModel: 'test', node: 'v20', loadAtStart: [0, 0, 0], loadAtEnd: [0, 0, 0] },
    firstLoadJs: [],
    scales: {
      1: {
        failures: [],
        site: { notRun: '--gateway-only' },
        gateway: {
          warm: {
            first: run(6790, 0.13),
            second: run(7757, 0.12),
            memory: { rssAfterFirst: 177 * 2 ** 20, rssAfterSecond: 183 * 2 ** 20, growth: 6 * 2 ** 20 },
          },
          floor: run(7620, 0.11),
          rest: run(3147, 0.27),
          cold: run(161, 4.4),
          upstream: [{ query: 'Shell', perBackend: { main: 1 }, missMs: 30, maxPerBackend: 1, tokenCalls: 0 }],
        },
      },
    },
  };
  const report = renderReport(results);
  assert.match(report, /warm \(store hit\): requests\/s\s+\| 6790\s+\| >= 1500 req\/s.*\| met/);
  assert.match(report, /gateway CPU per warm query \/ per core\s+\| 0\.13 ms/);
  assert.match(report, /SITE: cached pages under load/);
  assert.doesNotMatch(report, /FIRST-LOAD JS PER ROUTE/);
  assert.doesNotMatch(report, /STEPS THAT FAILED/);
});
