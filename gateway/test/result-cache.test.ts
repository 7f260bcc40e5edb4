import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, REVALIDATE_SECRET, startStack, type Stack } from './stack';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts fresh for 1 s: the store refreshes them during the run. */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { STORE_TTL_POSTS_SECONDS: '1' } });
});
afterAll(() => stack?.close());

const EVENTS = 'query Events($first: Int) { posts(brand: MUSIC, kind: EVENT, first: $first) { nodes { id title } } }';
type Events = { posts: { nodes: { id: string; title: string }[] } };

const PROFILE = 'query Profile($id: ID!) { talent(brand: CQ_EMPRESARIAMENTO, id: $id) { id name } }';
type Profile = { talent: { id: string; name: string } };

/** The CMS edits the back-end's own database. */
function editSandbox(sql: string, ...params: unknown[]) {
  const db = new Database(join(stack.dataDir, 'sandbox.sqlite'));
  db.pragma('busy_timeout = 5000');
  db.prepare(sql).run(...params);
  db.close();
}

const retitle = (id: string, title: string) =>
  editSandbox(
    `UPDATE posts SET doc = json_set(doc, '$.title', ?) WHERE backend = 'music' AND id = ?`,
    title,
    Number(id),
  );

const cacheHits = async () => {
  const text = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('gateway_result_cache_lookups_total{result="hit"} '));
  return line ? Number(line.split(' ')[1]) : 0;
};

function post(body: unknown, accept: string) {
  return fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify(body),
  });
}

describe('answer cache of read queries', () => {
  it('answers a repeated query from the cache, byte for byte what executing it answers', async () => {
    const body = { query: EVENTS, variables: { first: 5 }, operationName: 'Events' };
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const first = await post(body, accept);
      const hitsBefore = await cacheHits();
      const second = await post(body, accept);
      expect(await cacheHits()).toBe(hitsBefore + 1);
      expect(second.status).toBe(first.status);
      expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
      expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
      expect(await second.text()).toBe(await first.text());
    }
  });

  it('keys answers by variables too', async () => {
    const five = await stack.gql<Events>(EVENTS, { first: 5 });
    const two = await stack.gql<Events>(EVENTS, { first: 2 });
    expect(two.data!.posts.nodes).toEqual(five.data!.posts.nodes.slice(0, 2));
  });

  it('shows the revalidate hook on the very next query (a list, reloaded by the hook)', async () => {
    const before = await stack.gql<Events>(EVENTS, { first: 3 });
    const target = before.data!.posts.nodes[0]!;
    retitle(target.id, 'Título Revisado');
    expect((await stack.gql<Events>(EVENTS, { first: 3 })).data!.posts.nodes[0]!.title).toBe(target.title);
    const hook = await fetch(`${stack.gatewayUrl}/hooks/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
      body: JSON.stringify({ brand: 'music', type: 'posts' }),
    });
    expect(hook.status).toBe(200);
    const after = await stack.gql<Events>(EVENTS, { first: 3 });
    expect(after.data!.posts.nodes[0]!.title).toBe('Título Revisado');
    retitle(target.id, target.title);
  });

  it('shows the revalidate hook on the very next query (a profile, reloaded on its next read)', async () => {
    const list = await stack.gql<{ talents: { nodes: { id: string }[] } }>(
      '{ talents(brand: CQ_EMPRESARIAMENTO, first: 1) { nodes { id } } }',
    );
    const id = list.data!.talents.nodes[0]!.id;
    const before = await stack.gql<Profile>(PROFILE, { id });
    editSandbox(
      `UPDATE talents SET doc = json_set(doc, '$.name', ?) WHERE backend = 'main' AND id = ?`,
      'Nome Revisado',
      Number(id),
    );
    expect((await stack.gql<Profile>(PROFILE, { id })).data).toEqual(before.data);
    const hook = await fetch(`${stack.gatewayUrl}/hooks/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
      body: JSON.stringify({ brand: 'cq-empresariamento', type: 'talent', id }),
    });
    expect(hook.status).toBe(200);
    expect((await stack.gql<Profile>(PROFILE, { id })).data!.talent.name).toBe('Nome Revisado');
  });

  it('shows a store refresh on the very next query, and lets stale entries refresh as before', async () => {
    const before = await stack.gql<Events>(EVENTS, { first: 1 });
    const target = before.data!.posts.nodes[0]!;
    await stack.gql<Events>(EVENTS, { first: 1 }); // cached now
    retitle(target.id, 'Outro Título');
    await sleep(1100); // the list is stale: the cached answer must not hide that from the store
    await stack.resetStats();
    const stale = await stack.gql<Events>(EVENTS, { first: 1 });
    expect(stale.data!.posts.nodes[0]!.title).toBe(target.title); // stale-while-revalidate, as without the cache
    await sleep(200); // the background refresh lands
    expect(apiCalls(await stack.stats(), 'music')).toEqual({ 'GET /api/posts/:type/:lang': 1 });
    const after = await stack.gql<Events>(EVENTS, { first: 1 });
    expect(after.data!.posts.nodes[0]!.title).toBe('Outro Título');
    retitle(target.id, target.title);
  });

  it('never keeps an answer with errors', async () => {
    await stack.setFault('cultural', { down: true });
    try {
      const failed = await stack.gql('{ staff(brand: CULTURAL) { name } }');
      expect(failed.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await stack.clearFaults();
    }
    const ok = await stack.gql<{ staff: { name: string }[] }>('{ staff(brand: CULTURAL) { name } }');
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.staff.length).toBeGreaterThan(0);
  });

  it('never caches mutations', async () => {
    const CONTACT = `mutation($input: ContactMessageInput!) {
      sendContactMessage(brand: DIGITAL, input: $input) { __typename }
    }`;
    const input = { name: 'Bia Lima', email: 'cache-test@example.com', phone: '+55 (21) 99876-5432', message: 'Olá!' };
    const size = stack.gateway.gateway.resultCache!.size();
    await stack.resetStats();
    for (let i = 0; i < 2; i += 1) {
      const answer = await stack.gql<{ sendContactMessage: { __typename: string } }>(CONTACT, { input });
      expect(answer.data!.sendContactMessage.__typename).toBe('SubmissionAccepted');
    }
    const delivered = Object.entries(apiCalls(await stack.stats(), 'main')).filter(([route]) =>
      route.startsWith('POST'),
    );
    expect(delivered).toHaveLength(1);
    expect(delivered[0]![1]).toBe(2);
    expect(stack.gateway.gateway.resultCache!.size()).toBe(size);
  });
});
