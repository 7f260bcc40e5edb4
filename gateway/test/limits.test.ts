import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createGateway, type Gateway } from '../src/yoga';

/** Document limits are checked before any resolver runs, so no back-end is needed here. */
let gateway: Gateway;
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-limits-'));
  gateway = createGateway(loadConfig({ ...process.env, OUTBOX_PATH: join(dir, 'outbox.sqlite'), REDIS_URL: '' }));
});
afterAll(async () => {
  await gateway.close();
  rmSync(dir, { recursive: true, force: true });
});

async function run(query: string) {
  const response = await gateway.yoga.fetch('http://gateway/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
}

describe('document limits', () => {
  it('allows introspection for GraphiQL', async () => {
    const answer = await run(getIntrospectionQuery());
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toHaveProperty('__schema');
  });

  it('refuses queries nested deeper than 10 levels', async () => {
    const nested = 'children { '.repeat(9) + 'key' + ' }'.repeat(9);
    const answer = await run(`{ brand(key: MUSIC) { menu { left { ${nested} } } } }`);
    expect(answer.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses alias bombs', async () => {
    const aliases = Array.from({ length: 60 }, (_, i) => `a${i}: ok`).join(' ');
    const answer = await run(`{ ${aliases} }`);
    expect(answer.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('does not suggest field names to probers', async () => {
    const answer = await run('{ brandz { key } }');
    expect(answer.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
