import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generatorsFor, partsFor } from '../lib/dev-watch.mjs';
import { createSupervisor, restartDelayMs } from '../lib/supervise.mjs';

test('a table rewrites the lists and restarts the parts that read it; a resolver restarts the gateway alone', () => {
  assert.deepEqual(generatorsFor('schema/src/post-kinds.ts'), ['table lists']);
  assert.deepEqual(partsFor('schema/src/post-kinds.ts'), ['sandbox', 'gateway']);
  assert.deepEqual(generatorsFor('schema/agency-api.openapi.yaml'), ['rest types']);
  assert.deepEqual(partsFor('gateway/src/modules/posts/mappers.ts'), ['gateway']);
  assert.deepEqual(partsFor('sandbox/src/seed/site.ts'), ['sandbox']);
  assert.deepEqual(partsFor('schema/graphql/talents.graphql'), ['gateway']);
  assert.deepEqual(partsFor('site/lib/gql/persisted-documents.json'), ['gateway']);
  // What next dev reloads itself, generated types and tests restart nothing.
  assert.deepEqual(partsFor('site/components/layout/footer/footer.tsx'), []);
  assert.deepEqual(partsFor('gateway/src/generated/resolvers-types.ts'), []);
  assert.deepEqual(partsFor('gateway/src/modules/posts/mappers.test.ts'), []);
  assert.deepEqual(partsFor('schema/src/brands.test.ts'), []);
});

test('restart pauses grow while a part keeps failing, to at most 15 s', () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5].map(restartDelayMs), [1000, 2000, 4000, 8000, 15000, 15000]);
});

test('a part that stops on its own is named and restarted, and the other parts keep running', async () => {
  const lines = [];
  const parts = createSupervisor({ env: process.env, log: (line) => lines.push(line) });
  parts.start('crasher', process.execPath, ['-e', 'process.exit(3)']);
  parts.start('steady', process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  await new Promise((resolve) => setTimeout(resolve, 1800));
  try {
    assert.ok(
      lines.some((line) => line === '[dev] crasher stopped (exit 3); restarting it in 1 s'),
      lines.join('\n'),
    );
    assert.ok(
      lines.some((line) => line === '[dev] crasher stopped (exit 3); restarting it in 2 s'),
      lines.join('\n'),
    );
    assert.ok(!lines.some((line) => line.includes('steady')), lines.join('\n'));
  } finally {
    await parts.stop();
  }
});
