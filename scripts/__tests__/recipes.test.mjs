import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { applyEdit, editedFiles } from '../recipes/edits.mjs';
import { expandBraces, readChangeTable } from '../recipes/readme-table.mjs';
import { RECIPES } from '../recipes/recipes.mjs';
import { isGenerated } from '../lib/generated-files.mjs';

const root = path.resolve(import.meta.dirname, '../..');

test('an edit applies at its one anchor and refuses a missing or repeated one', () => {
  assert.equal(applyEdit('a b c', { file: 'f', replace: 'b', with: 'B' }), 'a B c');
  assert.equal(applyEdit('a b c', { file: 'f', after: 'a', insert: '!' }), 'a! b c');
  assert.throws(() => applyEdit('a b c', { file: 'f', replace: 'x', with: 'y' }), /anchor is gone/);
  assert.throws(() => applyEdit('a a', { file: 'f', replace: 'a', with: 'y' }), /not unique/);
});

test('a JSON edit adds a key and refuses one that exists', () => {
  const text = applyEdit('{"menu":{"a":"A"}}', { file: 'f', json: { 'menu.b': 'B' } });
  assert.deepEqual(JSON.parse(text), { menu: { a: 'A', b: 'B' } });
  assert.throws(() => applyEdit(text, { file: 'f', json: { 'menu.a': 'X' } }), /exists already/);
  assert.throws(() => applyEdit(text, { file: 'f', json: { 'nope.a': 'X' } }), /no object/);
});

test("the README's table reads as rows of files and counts", () => {
  assert.deepEqual(expandBraces('m/{pt,en}/c.json'), ['m/pt/c.json', 'm/en/c.json']);
  const rows = readChangeTable(
    '## What a change touches\n\n| change | files | count |\n|---|---|---|\n' +
      '| A thing | `a/b.ts` (row), `m/{pt,en}/x.json`, `[kind]` | 3 (and `c/d.ts` for demo) |\n\n## Next\n| x | `e/f.ts` | 9 |\n',
  );
  assert.deepEqual(rows, [{ change: 'A thing', files: ['a/b.ts', 'm/pt/x.json', 'm/en/x.json'], count: 3 }]);
});

test('every recipe has a README row, edits only hand-kept files, and each file it edits exists', () => {
  const rows = readChangeTable(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));
  for (const recipe of RECIPES) {
    assert.ok(
      rows.some((row) => row.change.startsWith(recipe.readmeRow)),
      recipe.name,
    );
    for (const file of editedFiles(recipe.edits)) {
      assert.ok(fs.existsSync(path.join(root, file)), file);
      // The contract is generated in part (its enums) and edited by hand for the rest.
      if (file !== 'schema/agency-api.openapi.yaml') assert.equal(isGenerated(file), false, file);
    }
  }
});
