import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');

test("README's list of Debian packages is the one .ci/run installs", () => {
  const ci = fs.readFileSync(path.join(root, '.ci/run'), 'utf8');
  const installed = [...ci.matchAll(/missing\+=\(([\w-]+)\)/g)].map((m) => m[1]).sort();
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8').replace(/\s+/g, ' ');
  const sentence = /`npm test` also needs Debian's ([^(]+)\(/.exec(readme)?.[1] ?? '';
  const listed = [...sentence.matchAll(/`([\w-]+)`/g)].map((m) => m[1]).sort();
  assert.ok(installed.length > 3, ci);
  assert.deepEqual(listed, installed);
});
