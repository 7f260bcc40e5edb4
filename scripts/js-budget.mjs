#!/usr/bin/env node
// Per-route budgets for the JavaScript a first visit loads (gzipped, as Next serves it), read from a
// production build's manifests (bench/first-load-js.mjs). Sizes, not timings: the same source builds
// the same bytes, so a check is deterministic.
//
// Stated as the framework's floor (the first load of /_not-found: React, Next's router and runtime,
// the root layout) plus, per route, our own code over it (the files the route loads beyond the
// floor): the floor is what Next costs, the rest is what we choose to ship.
//
//   node scripts/js-budget.mjs check [distDir]    (npm test, after the site build) fails when the
//                                                 floor or a route's own code grows past its budget,
//                                                 or a route has none; prints routes over the target
//   node scripts/js-budget.mjs update [distDir]   writes site/js-budget.json from a build: each size
//                                                 rounded up to the next 512 bytes (commit it with the
//                                                 change that grew or shrank it, saying why)
import fs from 'node:fs';
import path from 'node:path';
import { FRAMEWORK_ROUTE, firstLoadJs } from '../bench/first-load-js.mjs';
import { root } from './lib/steps.mjs';

const BUDGET_FILE = path.join(root, 'site/js-budget.json');
const STEP = 512;
/** What a content route should ship of our own code (gzipped), over the framework's floor. */
export const OWN_CODE_TARGET = 30 * 1024;

const [command, dist = '.next'] = process.argv.slice(2);
const distDir = path.resolve(root, 'site', dist);
if (!fs.existsSync(path.join(distDir, 'build-manifest.json'))) {
  console.error(`No production build in ${distDir}: run next build first.`);
  process.exit(2);
}
const routes = firstLoadJs(distDir);
const floor = routes.find((r) => r.route === FRAMEWORK_ROUTE);
if (!floor) {
  console.error(`The build has no ${FRAMEWORK_ROUTE} route: the framework's floor cannot be measured.`);
  process.exit(2);
}
const own = routes.filter((r) => r.route !== FRAMEWORK_ROUTE).sort((a, b) => b.ownGzipBytes - a.ownGzipBytes);
const roundUp = (bytes) => Math.ceil(bytes / STEP) * STEP;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (command === 'update') {
  const budgets = {
    framework: { route: FRAMEWORK_ROUTE, gzipBytes: roundUp(floor.gzipBytes) },
    ownCode: Object.fromEntries(
      [...own].sort((a, b) => a.route.localeCompare(b.route)).map((r) => [r.route, roundUp(r.ownGzipBytes)]),
    ),
  };
  fs.writeFileSync(BUDGET_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, BUDGET_FILE)} (the floor and ${own.length} routes).`);
  process.exit(0);
}

if (command === 'check') {
  const budgets = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'));
  if (!budgets.framework || !budgets.ownCode) {
    console.error(`${path.relative(root, BUDGET_FILE)} is in an old shape: run the update.`);
    process.exit(1);
  }
  const over = [];
  if (floor.gzipBytes > budgets.framework.gzipBytes)
    over.push(
      `the framework's floor (${FRAMEWORK_ROUTE}): ${kb(floor.gzipBytes)} > ${kb(budgets.framework.gzipBytes)}`,
    );
  for (const { route, ownGzipBytes } of own) {
    const budget = budgets.ownCode[route];
    if (budget === undefined)
      over.push(`${route}: ${kb(ownGzipBytes)} of our code, no budget (a new route: run the update)`);
    else if (ownGzipBytes > budget)
      over.push(`${route}: ${kb(ownGzipBytes)} of our code > budget ${kb(budget)} (+${ownGzipBytes - budget} B)`);
  }
  if (over.length) {
    console.error(
      `First-load JS over budget (gzipped):\n  ${over.join('\n  ')}\n\n` +
        'Make the route smaller, or if the growth is intended: node scripts/js-budget.mjs update, and commit site/js-budget.json saying why.',
    );
    process.exit(1);
  }
  const pastTarget = own.filter((r) => r.ownGzipBytes > OWN_CODE_TARGET);
  console.log(
    `First-load JS within budget: the framework's floor ${kb(floor.gzipBytes)}, and on all ${own.length} routes ` +
      `our code over it (largest ${own[0]?.route} ${kb(own[0]?.ownGzipBytes ?? 0)}).` +
      (pastTarget.length
        ? `\nOver the ${kb(OWN_CODE_TARGET)} target of our own code: ${pastTarget.map((r) => `${r.route} ${kb(r.ownGzipBytes)}`).join(', ')}`
        : `\nEvery route within the ${kb(OWN_CODE_TARGET)} target of our own code.`),
  );
  process.exit(0);
}

console.error('usage: js-budget.mjs check | update [distDir]');
process.exit(2);
