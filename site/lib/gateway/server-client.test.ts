import type { TypedDocumentNode } from '@urql/core';
import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Importing the client (urql, Next's config) is slow on a loaded machine: once, with room.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('server-only', () => ({}));

/*
 * Attack: reads that fail (or name nothing) again and again, each retried. Before, each retry
 * carried a new `x-agency-retry: <time>-<random>` header, a new key in Next's data cache per
 * failing read. The retry now differs from the read by one constant header, so every retry of a
 * read has the same key, and it is a cached fetch like the read (no no-store: ISR pages stay static).
 */
/** Not in the persisted manifest: it goes out as text, which is all this test needs. */
const PostQuery = parse(
  'query TestPost($slug: String) { post(brand: MUSIC, kind: EVENT, slug: $slug) { title } }',
) as TypedDocumentNode<{ post: { title: string } | null }, { slug: string }>;

type Call = { url: string; init: RequestInit & { next?: { revalidate?: number } } };

const calls: Call[] = [];
let answer: () => Response;

/** The read, with the gateway's fetch replaced by one that records each request and answers `answer`. */
async function clientWith(respond: () => Response) {
  calls.length = 0;
  answer = respond;
  vi.stubGlobal('fetch', async (url: string, init: Call['init']) => {
    calls.push({ url: String(url), init });
    return answer();
  });
  const { queryGateway } = await import('./server-client');
  return { calls, read: (slug: string) => queryGateway(PostQuery, { slug }) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/graphql-response+json' } });
const failure = () =>
  json({ data: { post: null }, errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }, 503);
const nothing = () => json({ data: { post: null } }, 404);

const headersOf = (call: Call) => Object.fromEntries(new Headers(call.init.headers).entries());

afterEach(() => vi.unstubAllGlobals());

describe('server reads: retries mint no cache keys', () => {
  it('retries a failed read once, with the same URL, a constant retry header and the same cached-fetch options', async () => {
    const { calls, read } = await clientWith(failure);
    for (let i = 0; i < 5; i += 1) await expect(read('no-such-post')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(10);
    const [first, retry] = calls;
    expect(retry!.url).toBe(first!.url);
    expect(headersOf(retry!)['x-agency-retry']).toBe('1');
    expect(headersOf(first!)['x-agency-retry']).toBeUndefined();
    expect(retry!.init.cache).toBeUndefined();
    expect(retry!.init.next).toEqual(first!.init.next);
    expect(retry!.init.next?.revalidate).toBeGreaterThan(0);
    // Every retry is the same request: one data-cache key for all of them, whatever their number.
    const keys = new Set(calls.map((c) => `${c.url} ${JSON.stringify(headersOf(c))} ${JSON.stringify(c.init.next)}`));
    expect(keys.size).toBe(2);
  });

  it('does not retry a read that names nothing (404 from the gateway): answered null, one call', async () => {
    const { calls, read } = await clientWith(nothing);
    expect(await read('made-up')).toEqual({ post: null });
    expect(calls).toHaveLength(1);
  });
});

describe('server reads: cache tags', () => {
  it("tags a read with every read's tag and its brand's, which the revalidate hook announces", async () => {
    calls.length = 0;
    answer = () => json({ data: { post: { title: 'x' } } });
    vi.stubGlobal('fetch', async (url: string, init: Call['init']) => {
      calls.push({ url: String(url), init });
      return answer();
    });
    const { queryGateway, readCacheTags } = await import('./server-client');
    await queryGateway(PostQuery as never, { brand: 'music', slug: 'a' } as never);
    expect((calls[0]!.init.next as { tags?: string[] }).tags).toEqual(['content', 'content:music']);
    expect(readCacheTags({ locale: 'pt' })).toEqual(['content', 'content:shared']);
    expect(readCacheTags({ brand: 'NOT_A_BRAND' })).toEqual(['content', 'content:shared']);
    // The site's variables hold the table's key; the wire's enum name is no brand here.
    expect(readCacheTags({ brand: 'MUSIC' })).toEqual(['content', 'content:shared']);
  });
});
