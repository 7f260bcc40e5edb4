import assert from 'node:assert/strict';
import { test } from 'node:test';
import { schemaChanges } from '../lib/schema-diff.mjs';
import { deprecations, policyProblems, removalDate } from '../lib/schema-policy.mjs';

const TODAY = '2027-03-01';
const sdl = (talent) => `type Query { talent(id: ID!): Talent }\ntype Talent { ${talent} }`;
const problemsFor = async (publishedSdl, currentSdl, used = []) =>
  policyProblems({
    publishedSdl,
    currentSdl,
    changes: await schemaChanges(publishedSdl, currentSdl),
    used,
    today: TODAY,
  });

test('reads the removal date of a deprecation', () => {
  assert.equal(removalDate('Use bio instead. Removal after 2027-06-01'), '2027-06-01');
  assert.equal(removalDate('Use bio instead.'), null);
  assert.deepEqual(
    [...deprecations(sdl('id: ID! name: String! @deprecated(reason: "x. Removal after 2027-06-01")'))],
    [['Talent.name', 'x. Removal after 2027-06-01']],
  );
});

test('a new deprecation must name a removal date at least 90 days ahead', async () => {
  const before = sdl('id: ID! name: String!');
  assert.deepEqual(await problemsFor(before, sdl('id: ID! name: String! @deprecated(reason: "Use fullName.")')), [
    'Talent.name: its @deprecated reason must end with "Removal after YYYY-MM-DD" (got "Use fullName.")',
  ]);
  assert.match(
    (
      await problemsFor(
        before,
        sdl('id: ID! name: String! @deprecated(reason: "Use fullName. Removal after 2027-04-01")'),
      )
    )[0],
    /gives apps 90 days at least: Removal after 2027-05-30 or later/,
  );
  assert.deepEqual(
    await problemsFor(
      before,
      sdl('id: ID! name: String! @deprecated(reason: "Use fullName. Removal after 2027-06-01")'),
    ),
    [],
  );
});

test('a removal waits for its published deprecation and its date', async () => {
  const after = sdl('id: ID!');
  assert.match((await problemsFor(sdl('id: ID! name: String!'), after))[0], /never published deprecated/);
  const announced = (date) => sdl(`id: ID! name: String! @deprecated(reason: "Use fullName. Removal after ${date}")`);
  assert.match((await problemsFor(announced('2027-03-01'), after))[0], /before its announced date \(2027-03-01\)/);
  assert.deepEqual(await problemsFor(announced('2027-02-28'), after), []);
});

test('a removal is refused while a registered app used the field in the usage window', async () => {
  const before = sdl('id: ID! name: String! @deprecated(reason: "Use fullName. Removal after 2027-01-01")');
  const used = [
    { coordinate: 'Talent.name', app: 'casting-tool', lastDay: '2027-02-20', operations: ['Roster'], count: 3 },
    { coordinate: 'Talent.name', app: 'anonymous', lastDay: '2027-02-27', operations: ['other'], count: 1 },
  ];
  assert.deepEqual(await problemsFor(before, sdl('id: ID!'), used), [
    "Talent.name is removed, but app 'casting-tool' used it on 2027-02-20 (operations: Roster): wait until no app has used it for 30 days",
  ]);
  assert.match((await problemsFor(before, sdl('id: ID!'), null))[0], /no usage could be read/);
});
