#!/usr/bin/env node
// The README's "What a change touches" recipes, performed (scripts/recipes/recipes.mjs holds each
// one's hand edits as data, and how to see the new row in the running product). Each runs in a
// throw-away copy of the workspace:
//   1. its edits, then the generators the edits feed (the tables' lists, GraphQL codegen, the REST
//      types and operations) and `npm run schema:publish`; the files changed by hand must be exactly the README's, as many as it
//      says and no more than the recipe's target, and the lists made from the tables must carry the row;
//   2. the unit tests that hold the tables' invariants, then the type-checks of every package;
//   3. the product: the copy's sandbox and gateway started (and its site, `next dev`, when the
//      recipe shows on a page); the gateway is asked for the new row and the page that shows it is
//      fetched (scripts/recipes/product.mjs).
// Then each edit is left out in turn, in a fresh copy: the check must fail (at the first step that
// sees it; the steps run cheapest first and stop there), or the edit is not needed or not proven.
// Last, one copy holds every recipe's edits at once (they touch different rows), and the whole
// sandbox and gateway suites run there: each recipe's row is in it, and the suites run once, not once a recipe.
//
// `--keep` leaves the copies for a look; `--only=<name>` runs one recipe; `--no-omissions` skips
// the runs without an edit, `--omissions-only` the full run; `--omit=<n>` runs only the run without
// edit n (0-based).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { isGenerated } from './lib/generated-files.mjs';
import { root } from './lib/steps.mjs';
import { applyEdits, editedFiles } from './recipes/edits.mjs';
import { startProduct } from './recipes/product.mjs';
import { readChangeTable } from './recipes/readme-table.mjs';
import { RECIPES } from './recipes/recipes.mjs';
import { changedFiles, makeWorkspaceCopy, removeWorkspaceCopy } from './recipes/workspace-copy.mjs';

const run = promisify(execFile);
const argument = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const keep = process.argv.includes('--keep');
const only = argument('only');
const omitOnly = argument('omit');
const omissions = !process.argv.includes('--no-omissions');
const omissionsOnly = process.argv.includes('--omissions-only');
const TSC = path.join(root, 'node_modules/typescript/bin/tsc');
const table = readChangeTable(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));

/** Runs a command in the copy; null when it passed, else the step's failure with its last lines. */
async function step(label, command, args, cwd, { quiet = false } = {}) {
  const started = Date.now();
  try {
    await run(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, FORCE_COLOR: '0' } });
    if (!quiet) console.log(`  ✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return null;
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    if (!quiet) console.log(`  ✘ ${label}\n${output.replace(/^/gm, '    ')}`);
    return `${label} failed`;
  }
}

const sameSet = (a, b) => a.length === b.length && a.every((item) => b.includes(item));
const tsx = (dir) => path.join(dir, 'node_modules/.bin/tsx');

/** The generators a recipe's edits feed: what `npm run codegen` writes from the tables and contracts. */
const GENERATORS = [
  ['table lists', (dir) => [tsx(dir), ['schema/scripts/write-table-lists.ts'], dir]],
  ['graphql codegen', (dir) => [path.join(dir, 'node_modules/.bin/graphql-codegen'), ['--config', 'codegen.ts'], dir]],
  [
    'REST types',
    (dir) => [
      path.join(dir, 'schema/node_modules/.bin/openapi-typescript'),
      ['agency-api.openapi.yaml', '-o', 'src/generated/agency-api.ts'],
      path.join(dir, 'schema'),
    ],
  ],
  ['REST operations', (dir) => [tsx(dir), ['schema/scripts/write-rest-operations.ts'], dir]],
  // A change of the GraphQL schema is published for the apps (what the gateway serves as its SDL).
  ['schema publish', (dir) => [process.execPath, ['scripts/schema-registry.mjs', 'publish'], dir]],
];
/** Files a recipe's commands write (`npm run schema:publish`), not its hand edits. */
const PUBLISHED = ['schema/published/schema.graphql', 'schema/published/CHANGELOG.md'];

/** The steps of one run, cheapest first. Each returns its problems; a run without an edit stops at the first. */
function stepsOf(recipe, files, full) {
  return [
    async (dir) => {
      for (const [label, command] of GENERATORS) {
        const failed = await step(label, ...command(dir), { quiet: !full });
        if (failed) return [failed];
      }
      if (!full) return [];
      const problems = [];
      const changed = changedFiles(dir);
      const handEdited = changed.filter((file) => !isGenerated(file, files) && !PUBLISHED.includes(file));
      if (!sameSet(handEdited, files)) problems.push(`changed by hand: ${JSON.stringify(handEdited)}`);
      for (const file of recipe.generates) {
        if (!changed.some((p) => p === file || p.startsWith(`${file}/`))) {
          problems.push(`${file} was not regenerated with the new row`);
        }
      }
      return problems;
    },
    async (dir) => {
      for (const [pkg, tests] of Object.entries(recipe.tests ?? {})) {
        const vitest = path.join(dir, pkg, 'node_modules/vitest/vitest.mjs');
        const failed = await step(
          `${pkg} invariants`,
          process.execPath,
          [vitest, 'run', ...tests],
          path.join(dir, pkg),
          {
            quiet: !full,
          },
        );
        if (failed) return [failed];
      }
      return [];
    },
    async (dir) => {
      for (const project of ['schema', 'sandbox', 'gateway', 'site', 'site/e2e']) {
        const failed = await step(`type-check ${project}`, process.execPath, [TSC, '--noEmit', '-p', project], dir, {
          quiet: !full,
        });
        if (failed) return [failed];
      }
      return [];
    },
    async (dir) => {
      const started = Date.now();
      let product;
      try {
        product = await startProduct(dir, { withSite: Boolean(recipe.page) });
      } catch (error) {
        return [`the product did not start: ${error.message}`];
      }
      try {
        const problems = await recipe.probe(product);
        if (problems.length === 0 && full) {
          console.log(
            `  ✔ the gateway and the page show the new row (${((Date.now() - started) / 1000).toFixed(1)} s)`,
          );
        }
        return problems.map((problem) => `product: ${problem}`);
      } catch (error) {
        return [`product: ${error.message}\n${product.output('gateway')}`];
      } finally {
        await product.stop();
      }
    },
  ];
}

/** The generators, then the whole sandbox and gateway suites, in a copy holding `edits`. */
async function wholeSuites(edits) {
  const dir = makeWorkspaceCopy(root, 'every-recipe');
  const problems = [];
  try {
    applyEdits(dir, edits);
    for (const [label, command] of GENERATORS) {
      const failed = await step(label, ...command(dir), { quiet: true });
      if (failed) return [failed];
    }
    for (const pkg of ['sandbox', 'gateway']) {
      const vitest = path.join(dir, pkg, 'node_modules/vitest/vitest.mjs');
      const failed = await step(`the whole ${pkg} suite`, process.execPath, [vitest, 'run'], path.join(dir, pkg));
      if (failed) problems.push(failed);
    }
  } finally {
    if (keep) console.log(`  (kept ${dir})`);
    else removeWorkspaceCopy(dir);
  }
  return problems;
}

/** One run of a recipe in a fresh copy: every edit (full), or all but one (stops at the first failure). */
async function perform(recipe, edits, full) {
  const files = editedFiles(edits);
  const dir = makeWorkspaceCopy(root, recipe.name);
  const problems = [];
  try {
    applyEdits(dir, edits);
    for (const runStep of stepsOf(recipe, files, full)) {
      problems.push(...(await runStep(dir)));
      if (problems.length && !full) break;
    }
  } finally {
    if (keep) console.log(`  (kept ${dir})`);
    else removeWorkspaceCopy(dir);
  }
  return problems;
}

function readmeProblems(recipe) {
  const problems = [];
  const files = editedFiles(recipe.edits);
  const row = table.find((candidate) => candidate.change.startsWith(recipe.readmeRow));
  if (!row) return [`README's table has no row starting '${recipe.readmeRow}'`];
  if (!sameSet(row.files, files)) {
    problems.push(`README names ${JSON.stringify(row.files)}; the recipe edits ${JSON.stringify(files)}`);
  }
  if (row.count !== files.length) problems.push(`README says ${row.count} files; the recipe edits ${files.length}`);
  if (files.length > recipe.target) {
    problems.push(`${files.length} hand-edited files, more than the target ${recipe.target}`);
  }
  return problems;
}

/** What an edit is, in a few words, for the report. */
const describe = (edit) =>
  `${edit.file}: ${JSON.stringify(edit.json ?? edit.with ?? edit.insert)
    .slice(0, 70)
    .replace(/\\n/g, ' ')}`;

const chosen = RECIPES.filter((candidate) => !only || candidate.name === only);
let failures = 0;
const started = Date.now();
for (const recipe of chosen) {
  const count = editedFiles(recipe.edits).length;
  console.log(`recipe ${recipe.name}: ${count} hand-edited files (target ≤ ${recipe.target})`);
  const problems = readmeProblems(recipe);
  if (omitOnly === undefined && !omissionsOnly) problems.push(...(await perform(recipe, recipe.edits, true)));
  if (omissions || omitOnly !== undefined) {
    for (const [index, edit] of recipe.edits.entries()) {
      if (omitOnly !== undefined && Number(omitOnly) !== index) continue;
      const begun = Date.now();
      const without = await perform(
        recipe,
        recipe.edits.filter((_, k) => k !== index),
        false,
      );
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
      if (without.length === 0) problems.push(`the check holds without edit ${index} (${describe(edit)})`);
      else console.log(`  ✔ without edit ${index}, fails: ${without[0].split('\n')[0]} (${seconds} s)`);
    }
  }
  for (const problem of problems) console.log(`  ✘ ${problem}`);
  if (problems.length) failures += 1;
}
if (omitOnly === undefined && !omissionsOnly) {
  console.log(`${chosen.map((recipe) => recipe.name).join(', ')} at once:`);
  const problems = await wholeSuites(chosen.flatMap((recipe) => recipe.edits));
  for (const problem of problems) console.log(`  ✘ ${problem}`);
  if (problems.length) failures += 1;
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  failures
    ? `${failures} recipe(s) failed (${minutes} min)`
    : `Every recipe holds with the README's counts, in the running product, and needs each of its edits (${minutes} min).`,
);
process.exit(failures ? 1 : 0);
