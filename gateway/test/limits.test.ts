import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createGateway, type Gateway } from '../src/gateway';

/** Document limits are checked before any resolver runs, so no back-end is needed here. */
let gateway: Gateway;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-limits-'));
  gateway = createGateway(
    loadConfig({ ...process.env, OUTBOX_PATH: join(dir, 'outbox.sqlite'), REDIS_URL: '', STORE_WARMUP: '0' }),
  );
  // Started like a served gateway, so close() finds its outbox set up (its folder is made at start).
  await gateway.start();
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

  it('refuses queries nested deeper than 6 levels, and allows 6', async () => {
    const six = await run('{ brand(key: MUSIC) { menu { left { children { children { key } } } } } }');
    expect(six.errors).toBeUndefined();
    const seven = await run('{ brand(key: MUSIC) { menu { left { children { children { children { key } } } } } } }');
    expect(seven.errors?.[0]?.message).toMatch(/Query depth limit of 6 exceeded, found 7/);
  });

  it('counts fields, not fragments, toward the depth (a spread adds no nesting to the answer)', async () => {
    const answer = await run(`{ brand(key: MUSIC) { menu { left { ...Item } } } }
      fragment Item on MenuItem { children { ...Child } }
      fragment Child on MenuItem { children { key } }`);
    expect(answer.errors).toBeUndefined();
  });

  it('refuses alias bombs over 15 aliases', async () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => `a${i}: ok`).join(' ');
    expect((await run(`{ ${fifteen} }`)).errors).toBeUndefined();
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: ok`).join(' ');
    const answer = await run(`{ ${aliases} }`);
    expect(answer.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded, found 16/);
  });

  it('does not suggest field names to probers', async () => {
    const answer = await run('{ brandz { key } }');
    expect(answer.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
