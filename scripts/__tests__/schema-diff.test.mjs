import assert from 'node:assert/strict';
import { test } from 'node:test';
import { changelogEntry, isBreaking, renderChanges, schemaChanges } from '../lib/schema-diff.mjs';

const before = `type Query { talent(id: ID!): Talent }\ntype Talent { id: ID! name: String! cover: String }`;

test('a removed field is a breaking change, listed first and readable', async () => {
  const after = `type Query { talent(id: ID!): Talent }\ntype Talent { id: ID! cover: String nickname: String }`;
  const changes = await schemaChanges(before, after);
  assert.deepEqual(
    changes.map((c) => [c.label, c.message]),
    [
      ['BREAKING', "Field 'name' was removed from object type 'Talent'"],
      ['safe', "Field 'nickname' was added to object type 'Talent'"],
    ],
  );
  assert.equal(changes.filter(isBreaking).length, 1);
  assert.match(renderChanges(changes), /^ {2}BREAKING {2}Field 'name' was removed/);
});

test('an added optional field breaks nothing; a changelog entry records changes and the reason', async () => {
  const changes = await schemaChanges(before, before.replace('cover: String', 'cover: String\n bio: String'));
  assert.equal(changes.filter(isBreaking).length, 0);
  const entry = changelogEntry(changes, { date: '2026-11-22', breakingReason: 'renamed for apps' });
  assert.equal(
    entry,
    "## 2026-11-22\n\nBreaking, on purpose: renamed for apps\n\n- safe: Field 'bio' was added to object type 'Talent'\n",
  );
});
