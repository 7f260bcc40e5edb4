#!/usr/bin/env node
// The one test command (`npm test`, called by .ci/run): installs the
// workspace, checks generated code is fresh, formatting, types and lint,
// runs every unit/integration suite (vitest; `deploy` renders the Kubernetes manifests, validates
// them against the API schemas and checks them against the policy rules and compose) and the browser suite
// (Playwright in Debian's Chromium against the real stack), then prints one
// closing line 'N passed, N failed'.
import fs from 'node:fs';
import path from 'node:path';
import { PNPM, root, run, mustRun, installWorkspace, baseEnv } from './lib/steps.mjs';

const resultsDir = path.join(root, 'test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const skipInstall = process.argv.includes('--no-install');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

if (!skipInstall) await installWorkspace();

const gates = [
  ['generated code is fresh', 'node', ['scripts/check-generated.mjs']],
  ['formatting (prettier)', PNPM[0], [...PNPM.slice(1), 'exec', 'prettier', '--check', '.']],
  ['types (tsc)', PNPM[0], [...PNPM.slice(1), '-r', 'typecheck']],
  ['lint (eslint)', PNPM[0], [...PNPM.slice(1), '-r', 'lint']],
  ['published schema (breaking changes need a recorded reason)', 'node', ['scripts/schema-registry.mjs', 'check']],
  [
    "the README's change recipes, performed in copies (codegen, type-checks, counts)",
    'node',
    ['scripts/check-recipes.mjs'],
  ],
  // Test files by glob: Node 24 reads a bare folder as a module to run, not as a place to look for tests.
  [
    'benchmark harness and script tests (node --test)',
    'node',
    ['--test', 'bench/**/*.test.mjs', 'scripts/__tests__/**/*.test.mjs'],
  ],
];
if (!only) for (const [label, command, args] of gates) await mustRun(label, command, args);

const suites = ['schema', 'deploy', 'sandbox', 'gateway', 'site'].filter((p) => !only || only === p);
let passed = 0;
let failed = 0;
let exitCode = 0;

for (const pkg of suites) {
  const output = path.join(resultsDir, `vitest-${pkg}.json`);
  const code = await run(
    `${pkg} tests (vitest)`,
    path.join(root, pkg, 'node_modules/.bin/vitest'),
    ['run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    { cwd: path.join(root, pkg) },
  );
  if (code !== 0) exitCode = 1;
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (code !== 0) failed += 1;
}

if (!only || only === 'e2e') {
  const site = path.join(root, 'site');
  // The browser tests run the release, as production does (scripts/release.mjs prints its sizes).
  await mustRun('release build (site, gateway, sandbox)', process.execPath, [path.join(root, 'scripts/release.mjs')]);
  // Counted as a failed check, not a stop: the browser tests still run and say what else broke.
  if (
    (await run('first-load JS per route within its budget (site/js-budget.json)', 'node', [
      'scripts/js-budget.mjs',
      'check',
    ])) !== 0
  ) {
    exitCode = 1;
    failed += 1;
  }
  const output = path.join(resultsDir, 'playwright.json');
  const code = await run('browser tests (playwright)', path.join(site, 'node_modules/.bin/playwright'), ['test'], {
    cwd: site,
    env: baseEnv({ PLAYWRIGHT_JSON_OUTPUT_NAME: output }),
  });
  if (code !== 0) exitCode = 1;
  if (fs.existsSync(output)) {
    const { stats } = JSON.parse(fs.readFileSync(output, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  } else if (code !== 0) failed += 1;
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
