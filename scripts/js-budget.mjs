#!/usr/bin/env node
// Per-route budgets for the JavaScript a first visit loads (gzipped, as Next serves it), read from a
// production build's manifests (bench/first-load-js.mjs). Sizes, not timings: the same source builds
// the same bytes, so a check is deterministic.
//
//   node scripts/js-budget.mjs check [distDir]    (npm test, after the site build) fails when a route
//                                                 grows past its budget or has none
//   node scripts/js-budget.mjs update [distDir]   writes site/js-budget.json from a build: each route's
//                                                 size rounded up to the next 512 bytes (commit it with
//                                                 the change that grew or shrank it, saying why)
import fs from 'node:fs';
import path from 'node:path';
import { firstLoadJs } from '../bench/first-load-js.mjs';
import { root } from './lib/steps.mjs';

const BUDGET_FILE = path.join(root, 'site/js-budget.json');
const STEP = 512;

const [command, dist = '.next'] = process.argv.slice(2);
const distDir = path.resolve(root, 'site', dist);
if (!fs.existsSync(path.join(distDir, 'build-manifest.json'))) {
  console.error(`No production build in ${distDir}: run next build first.`);
  process.exit(2);
}
const routes = firstLoadJs(distDir);

if (command === 'update') {
  const budgets = Object.fromEntries(
    [...routes]
      .sort((a, b) => a.route.localeCompare(b.route))
      .map((r) => [r.route, Math.ceil(r.gzipBytes / STEP) * STEP]),
  );
  fs.writeFileSync(BUDGET_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, BUDGET_FILE)} (${routes.length} routes).`);
  process.exit(0);
}

if (command === 'check') {
  const budgets = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const over = [];
  for (const { route, gzipBytes } of routes) {
    const budget = budgets[route];
    if (budget === undefined) over.push(`${route}: ${kb(gzipBytes)}, no budget (a new route: run the update)`);
    else if (gzipBytes > budget)
      over.push(`${route}: ${kb(gzipBytes)} > budget ${kb(budget)} (+${gzipBytes - budget} B)`);
  }
  if (over.length) {
    console.error(
      `First-load JS over budget (gzipped):\n  ${over.join('\n  ')}\n\n` +
        'Make the route smaller, or if the growth is intended: node scripts/js-budget.mjs update, and commit site/js-budget.json saying why.',
    );
    process.exit(1);
  }
  console.log(
    `First-load JS within budget on all ${routes.length} routes (largest ${routes[0]?.route} ${kb(routes[0]?.gzipBytes ?? 0)}).`,
  );
  process.exit(0);
}

console.error('usage: js-budget.mjs check | update [distDir]');
process.exit(2);
