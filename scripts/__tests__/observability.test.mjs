import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { root } from '../lib/steps.mjs';

/*
 * What ships for operators to watch the product (deploy/observability): the alert rules pass
 * Prometheus' own checker and their unit tests (alerts fire on the series that should fire them,
 * and only then), the scrape config is valid, and the Grafana dashboard asks only for metrics the
 * product exports. promtool is Debian's `prometheus` package (.ci/run installs it).
 */
const dir = path.join(root, 'deploy/observability');

function promtool(args, cwd = dir) {
  const result = spawnSync('promtool', args, { cwd, encoding: 'utf8' });
  if (result.error) throw new Error(`promtool: ${result.error.message} (apt-get install prometheus)`);
  return result;
}

test('the alert rules pass promtool check rules', () => {
  const result = promtool(['check', 'rules', 'alerts.yml']);
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /SUCCESS: \d+ rules found/);
});

test('the alert rules pass their unit tests (promtool test rules)', () => {
  const result = promtool(['test', 'rules', 'alerts.test.yml']);
  assert.equal(result.status, 0, result.stdout + result.stderr);
});

test('the scrape config is valid, with its rules', () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'prometheus-'));
  fs.copyFileSync(path.join(dir, 'alerts.yml'), path.join(temp, 'alerts.yml'));
  const config = fs
    .readFileSync(path.join(dir, 'prometheus.yml'), 'utf8')
    .replace('/etc/prometheus/alerts.yml', 'alerts.yml');
  fs.writeFileSync(path.join(temp, 'prometheus.yml'), config);
  const result = promtool(['check', 'config', 'prometheus.yml'], temp);
  assert.equal(result.status, 0, result.stdout + result.stderr);
});

test('the dashboard and the alerts ask only for metrics the gateway and the front export', () => {
  const exported = new Set();
  for (const file of ['gateway/src/metrics.ts', 'site/lib/shell/observability.mjs']) {
    for (const [, name] of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/name: '([a-z_]+)'/g))
      exported.add(name);
  }
  const caddy = ['caddy_http_requests_total', 'caddy_http_request_duration_seconds'];
  const known = (metric) =>
    metric === 'up' || [...exported, ...caddy].some((name) => metric === name || metric.startsWith(`${name}_`));
  const dashboard = JSON.parse(fs.readFileSync(path.join(dir, 'grafana/agency-overview.json'), 'utf8'));
  const expressions = [
    ...dashboard.panels.flatMap((panel) => panel.targets.map((t) => t.expr)),
    ...[
      ...fs
        .readFileSync(path.join(dir, 'alerts.yml'), 'utf8')
        .matchAll(/expr: (\|\n[\s\S]*?)(?=\n\s+(?:for|labels):)|expr: (.*)/g),
    ].map((m) => m[1] ?? m[2]),
  ];
  const metrics = expressions.flatMap((expr) =>
    [...expr.matchAll(/\b((?:gateway|caddy|site)_[a-z_]+|up)\{?/g)].map((m) => m[1]),
  );
  assert.ok(metrics.length > 10);
  for (const metric of metrics) assert.ok(known(metric), `${metric} is not exported`);
});
