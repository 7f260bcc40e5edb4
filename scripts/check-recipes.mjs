#!/usr/bin/env node
// The README's "What a change touches" recipes, performed (scripts/recipes/recipes.mjs holds each
// one's hand edits as data). Each runs in a throw-away copy of the workspace: its edits, then every
// generator `npm run codegen` runs, then the type-checks of the packages it reaches and the unit
// tests that hold the tables' invariants. It fails when a recipe no longer type-checks or breaks an
// invariant with its edits alone, when a generator did not carry the new row
// into its lists, when the README's files or count for the recipe differ from the edits, or when
// the count exceeds the recipe's target.
//
// Proof by codegen and type-checks, not by a build: a `next build` per recipe takes minutes on two
// cores, and what a build adds here (routes rendering) is the browser suite's job on the real
// tables. `--keep` leaves the copies for a look; `--only=<name>` runs one recipe.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isGenerated } from './lib/generated-files.mjs';
import { root } from './lib/steps.mjs';
import { applyEdits, editedFiles } from './recipes/edits.mjs';
import { readChangeTable } from './recipes/readme-table.mjs';
import { RECIPES } from './recipes/recipes.mjs';
import { changedFiles, makeWorkspaceCopy, removeWorkspaceCopy } from './recipes/workspace-copy.mjs';

const keep = process.argv.includes('--keep');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const TSC = path.join(root, 'node_modules/typescript/bin/tsc');
const table = readChangeTable(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));

function step(label, command, args, cwd) {
  const started = Date.now();
  try {
    execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
    console.log(`  ✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return null;
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n');
    console.log(`  ✘ ${label}\n${output.replace(/^/gm, '    ')}`);
    return `${label} failed`;
  }
}

const sameSet = (a, b) => a.length === b.length && a.every((item) => b.includes(item));

async function perform(recipe) {
  const problems = [];
  const files = editedFiles(recipe.edits);
  const row = table.find((candidate) => candidate.change.startsWith(recipe.readmeRow));
  if (!row) problems.push(`README's table has no row starting '${recipe.readmeRow}'`);
  else {
    if (!sameSet(row.files, files)) {
      problems.push(`README names ${JSON.stringify(row.files)}; the recipe edits ${JSON.stringify(files)}`);
    }
    if (row.count !== files.length) problems.push(`README says ${row.count} files; the recipe edits ${files.length}`);
  }
  if (files.length > recipe.target)
    problems.push(`${files.length} hand-edited files, more than the target ${recipe.target}`);

  const dir = makeWorkspaceCopy(root, recipe.name);
  try {
    applyEdits(dir, recipe.edits);
    const failed = step('codegen', process.execPath, ['scripts/check-generated.mjs', '--write'], dir);
    if (failed) problems.push(failed);
    else {
      const changed = changedFiles(dir);
      const handEdited = changed.filter((file) => !isGenerated(file, files));
      if (!sameSet(handEdited, files)) problems.push(`changed by hand: ${JSON.stringify(handEdited)}`);
      for (const file of recipe.generates) {
        if (!changed.some((path) => path === file || path.startsWith(`${file}/`))) {
          problems.push(`${file} was not regenerated with the new row`);
        }
      }
      for (const pkg of recipe.typecheck) {
        const projects = pkg === 'site' ? ['site', 'site/e2e'] : [pkg];
        for (const project of projects) {
          const result = step(`type-check ${project}`, process.execPath, [TSC, '--noEmit', '-p', project], dir);
          if (result) problems.push(result);
        }
      }
      for (const [pkg, tests] of Object.entries(recipe.tests ?? {})) {
        const vitest = path.join(dir, pkg, 'node_modules/vitest/vitest.mjs');
        const result = step(
          `${pkg} invariants (${tests.join(', ')})`,
          process.execPath,
          [vitest, 'run', ...tests],
          path.join(dir, pkg),
        );
        if (result) problems.push(result);
      }
    }
  } finally {
    if (keep) console.log(`  (kept ${dir})`);
    else removeWorkspaceCopy(dir);
  }
  return problems;
}

let failures = 0;
for (const recipe of RECIPES.filter((candidate) => !only || candidate.name === only)) {
  console.log(
    `recipe ${recipe.name}: ${editedFiles(recipe.edits).length} hand-edited files (target ≤ ${recipe.target})`,
  );
  const problems = await perform(recipe);
  for (const problem of problems) console.log(`  ✘ ${problem}`);
  if (problems.length) failures += 1;
}
console.log(failures ? `${failures} recipe(s) failed` : "Every recipe holds with the README's counts.");
process.exit(failures ? 1 : 0);
