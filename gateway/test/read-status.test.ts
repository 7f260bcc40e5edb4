import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './stack';

/*
 * Attack: made-up slugs (and refused ones) read by GET, the form the site's server reads take
 * through Next's data cache, which keeps every 200 answer under its own key. The gateway answers
 * them 404/400 with no-store, so neither that cache nor the gateway's answer cache keeps anything.
 */
const MANIFEST = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../site/lib/gql/persisted-documents.json', import.meta.url)), 'utf8'),
) as Record<string, string>;
const POST_DETAIL = Object.entries(MANIFEST).find(([, text]) => /query PostDetail\b/.test(text))![0];

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const read = async (variables: Record<string, unknown>) => {
  const response = await fetch(
    `${stack.gatewayUrl}/graphql?documentId=${POST_DETAIL}&variables=${encodeURIComponent(JSON.stringify(variables))}`,
    { headers: { accept: 'application/graphql-response+json, application/json' } },
  );
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as { data?: { post: { title: string } | null }; errors?: unknown[] },
  };
};
const event = (slug: string) => ({ brand: 'MUSIC', kind: 'EVENT', slug, locale: 'PT' });

describe('GET reads that name nothing or fail are never 200', () => {
  it('answers 20 made-up slugs 404 no-store with { post: null }, keeping no answer for them', async () => {
    const list = await stack.gql<{ posts: { nodes: { slug: string }[] } }>(
      '{ posts(brand: MUSIC, kind: EVENT, first: 1) { nodes { slug } } }',
    );
    const known = await read(event(list.data!.posts.nodes[0]!.slug));
    expect(known.status).toBe(200);
    expect(known.body.data!.post!.title).toBeTruthy();
    const cached = stack.gateway.gateway.resultCache!.size();
    for (let i = 0; i < 20; i += 1) {
      const answer = await read(event(`made-up-${i}-${Math.random().toString(36).slice(2)}`));
      expect(answer).toEqual({
        status: 404,
        cacheControl: 'no-store',
        body: { data: { post: null }, extensions: { cost: expect.anything() } },
      });
    }
    expect(stack.gateway.gateway.resultCache!.size()).toBe(cached);
  });

  it('answers a refused slug 400 no-store, the error in the body as before', async () => {
    const answer = await read(event('a.b'));
    expect(answer.status).toBe(400);
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } })]);
  });
});
