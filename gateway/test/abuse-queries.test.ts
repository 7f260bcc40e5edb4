import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import { LIMITS } from '@agency/schema/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';
import { BACKENDS } from '../src/backends';

/*
 * Attacks on the query layer, each performed for real against the sandbox and the gateway over
 * HTTP: alias bombs, depth, tokens, cost hidden in variables, random ids and slugs, oversized
 * inputs. Each test proves the refusal (status and message) and that nothing grew: the gateway's
 * fetch is wrapped only to record the back-end calls it makes, and the store reports its size.
 */
let dir: string;
let sandbox: RunningSandbox;
let running: RunningGateway;
const calls: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-abuse-queries-'));
  sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'sandbox') });
  const config = loadConfig({
    ...process.env,
    ...Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]])),
    GATEWAY_PORT: '0',
    GATEWAY_HOST: '127.0.0.1',
    OUTBOX_PATH: join(dir, 'outbox.sqlite'),
    REDIS_URL: '',
    STORE_WARMUP: '0',
    // This suite sends many queries from one address; abuse-identity.test.ts covers the query limit.
    QUERY_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const recordingFetch = (input: string, init: RequestInit) => {
    if (!/\/api\/(login|signin)$/.test(input)) calls.push(`${init.method ?? 'GET'} ${input}`);
    return fetch(input, init);
  };
  running = await startGateway(config, { fetch: recordingFetch });
}, 60_000);

afterAll(async () => {
  await running?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function gql(query: string, variables?: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${running.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

const storeStats = () => running.gateway.store.stats!();

/** Runs an attack and returns its answer with the back-end calls it caused and how the store changed. */
async function attack(query: string, variables?: Record<string, unknown>) {
  const before = { calls: calls.length, store: await storeStats() };
  const answer = await gql(query, variables);
  const after = await storeStats();
  return {
    answer,
    calls: calls.slice(before.calls),
    grew: { entries: after.entries - before.store.entries, absent: after.absent - before.store.absent },
  };
}

const randomIds = (count: number) =>
  Array.from({ length: count }, () => String(100_000 + Math.floor(Math.random() * 899_999_999)));

describe('document limits (graphql-armor defaults)', () => {
  it('refuses 40 aliased talent(id:) with random ids before any back-end call', async () => {
    const aliases = randomIds(40).map((id, i) => `t${i}: talent(brand: CQ_EMPRESARIAMENTO, id: "${id}") { name }`);
    const { answer, calls: made, grew } = await attack(`{ ${aliases.join(' ')} }`);
    expect(answer.data).toBeUndefined();
    expect(answer.errors![0]!.message).toMatch(/Aliases limit of 15 exceeded, found 40/);
    expect(made).toEqual([]);
    expect(grew).toEqual({ entries: 0, absent: 0 });
  });

  it('refuses a document deeper than 6 levels', async () => {
    const { answer, calls: made } = await attack(
      '{ brand(key: MUSIC) { menu { left { children { children { children { key } } } } } } }',
    );
    expect(answer.errors![0]!.message).toMatch(/Query depth limit of 6 exceeded, found 7/);
    expect(made).toEqual([]);
  });

  it('refuses a document over 1000 tokens', async () => {
    const { answer, calls: made } = await attack(`{ ${'ok '.repeat(1001)} }`);
    expect(answer.errors![0]!.message).toMatch(/Token limit of 1000 exceeded/);
    expect(made).toEqual([]);
  });
});

describe('cost counts page sizes passed as variables', () => {
  const TWO_PAGES = `query ($n: Int) {
    a: talents(brand: CQ_EMPRESARIAMENTO, first: $n) { nodes { id name slug gender cover { url width height alt } cover2 { url width height alt } measures { key metric imperial } } }
    b: talents(brand: JABUTICABA, first: $n) { nodes { id name slug gender cover { url width height alt } cover2 { url width height alt } measures { key metric imperial } } }
  }`;

  it('refuses two full pages of 200 cards (a cost read from literals only would pass it)', async () => {
    const { answer, calls: made, grew } = await attack(TWO_PAGES, { n: LIMITS.pageSizeMax });
    expect(answer.status).toBe(400);
    expect(answer.data).toBeUndefined();
    expect(answer.errors![0]!.extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(answer.errors![0]!.message).toMatch(/Query cost limit of 10000 exceeded, found \d+ .*variables included/);
    expect(made).toEqual([]);
    expect(grew).toEqual({ entries: 0, absent: 0 });
  });

  it('runs the same document with a small page size', async () => {
    const { answer } = await attack(TWO_PAGES, { n: 8 });
    expect(answer.errors).toBeUndefined();
    expect((answer.data!.a as { nodes: unknown[] }).nodes).toHaveLength(8);
  });

  it('counts talentsByIds by the number of ids it is given', async () => {
    const ids = randomIds(LIMITS.idsMax);
    const card =
      'id name slug gender cover { url width height alt } cover2 { url width height alt } measures { key metric imperial }';
    const { answer, calls: made } = await attack(
      `query ($ids: [ID!]!) { a: talentsByIds(brand: DIGITAL, ids: $ids) { ${card} } b: talentsByIds(brand: JABUTICABA, ids: $ids) { ${card} } }`,
      { ids },
    );
    expect(answer.errors![0]!.extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(made).toEqual([]);
  });
});

describe('inputs are bounded where they are declared', () => {
  it('refuses a page over the maximum with BAD_USER_INPUT, before loading the list', async () => {
    const {
      answer,
      calls: made,
      grew,
    } = await attack('query ($n: Int) { talents(brand: DIGITAL, first: $n) { totalCount } }', {
      n: LIMITS.pageSizeMax + 1,
    });
    expect(answer.errors![0]).toMatchObject({
      message: `A page holds 0 to ${LIMITS.pageSizeMax} items (first).`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(made).toEqual([]);
    expect(grew).toEqual({ entries: 0, absent: 0 });
  });

  it('refuses a search over 100 characters and a letter that is not A-Z', async () => {
    const search = await attack('query ($q: String) { posts(brand: MUSIC, kind: EVENT, search: $q) { totalCount } }', {
      q: 'a'.repeat(LIMITS.searchMax + 1),
    });
    expect(search.answer.errors![0]).toMatchObject({
      message: 'A search is at most 100 characters.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const letter = await attack('{ talents(brand: DIGITAL, letter: "AB") { totalCount } }');
    expect(letter.answer.errors![0]!.message).toBe('A letter filter is one letter, A to Z.');
    expect([...search.calls, ...letter.calls]).toEqual([]);
  });

  it('refuses more than 200 ids, and ids that are not numbers', async () => {
    const many = await attack('query ($ids: [ID!]!) { talentsByIds(brand: DIGITAL, ids: $ids) { id } }', {
      ids: randomIds(LIMITS.idsMax + 1),
    });
    expect(many.answer.errors![0]).toMatchObject({
      message: 'Ask for at most 200 ids at once.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const bad = await attack('{ talentsByIds(brand: DIGITAL, ids: ["1", "../2"]) { id } }');
    expect(bad.answer.errors![0]!.message).toBe('A talent id is a number of up to 12 digits.');
    expect([...many.calls, ...bad.calls]).toEqual([]);
  });

  it('refuses a host longer than a host name can be', async () => {
    const { answer } = await attack('query ($h: String!) { brand(key: MUSIC) { siteUrl(currentHost: $h) } }', {
      h: 'a'.repeat(5000),
    });
    expect(answer.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(answer.errors![0]!.message).toMatch(/A host is at most \d+ characters/);
  });
});

describe('random ids and slugs cost no back-end call and leave the store as it was', () => {
  const PROFILES = (ids: string[]) =>
    `{ ${ids.map((id, i) => `t${i}: talent(brand: CQ_EMPRESARIAMENTO, id: "${id}") { name }`).join(' ')} }`;

  it('answers 15 aliased random talent ids from the cached list: no profile call, nothing stored', async () => {
    await gql('{ talentsByIds(brand: CQ_EMPRESARIAMENTO, ids: ["1"]) { id } }'); // the brand's list, read once
    const first = await attack(PROFILES(randomIds(15)));
    expect(first.answer.errors).toBeUndefined();
    expect(Object.values(first.answer.data!).every((t) => t === null)).toBe(true);
    expect(first.calls).toEqual([]);
    expect(first.grew).toEqual({ entries: 0, absent: 0 });
    const again = await attack(PROFILES(randomIds(15)));
    expect(again.calls).toEqual([]);
    expect(again.grew).toEqual({ entries: 0, absent: 0 });
  });

  it('refuses a talent id that is not a number with BAD_USER_INPUT', async () => {
    const { answer, calls: made } = await attack('{ talent(brand: DIGITAL, id: "../../admin") { name } }');
    expect(answer.errors![0]).toMatchObject({
      message: 'A talent id is a number of up to 12 digits.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(made).toEqual([]);
  });

  it.each(['..', '.', 'a/b', '..%2F..%2Fadmin', '%2e%2e', 'x?token=1', 'a b', 'a.b', 'a'.repeat(101), 'b'.repeat(250)])(
    'refuses the slug %j with BAD_USER_INPUT and never calls a back-end',
    async (slug) => {
      const {
        answer,
        calls: made,
        grew,
      } = await attack('query ($slug: String) { post(brand: MUSIC, kind: EVENT, slug: $slug) { title } }', { slug });
      expect(answer.data).toEqual({ post: null });
      expect(answer.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      expect(answer.errors![0]!.message).toMatch(/^A slug is made of letters, digits, '-' and '_'/);
      expect(made).toEqual([]);
      expect(grew).toEqual({ entries: 0, absent: 0 });
    },
  );

  const randomSlugs = (count: number) =>
    Array.from({ length: count }, (_, i) => `made-up-${i}-${Math.random().toString(36).slice(2, 10)}`);
  const POST_BY_SLUG = 'query ($slug: String) { post(brand: CULTURAL, kind: SHOW, slug: $slug) { title } }';

  it('answers 30 concurrent made-up slugs from one list read: one back-end call in all, nothing stored per slug', async () => {
    // The list is not loaded yet: the lookups share its one load, then each is answered from it.
    const before = { calls: calls.length, store: await storeStats() };
    const answers = await Promise.all(randomSlugs(30).map((slug) => gql(POST_BY_SLUG, { slug })));
    const after = await storeStats();
    expect(answers.every((a) => a.errors === undefined && (a.data as { post: unknown }).post === null)).toBe(true);
    expect(calls.slice(before.calls)).toEqual([expect.stringMatching(/\/api\/posts\/(espetaculos|show)\w*\/pt\?/)]);
    expect({ entries: after.entries - before.store.entries, absent: after.absent - before.store.absent }).toEqual({
      entries: 1, // the list itself
      absent: 0,
    });
    // And again, one by one, with the list now stored: no call at all.
    for (const slug of randomSlugs(30)) {
      const { answer, calls: made, grew } = await attack(POST_BY_SLUG, { slug });
      expect(answer.data).toEqual({ post: null });
      expect(made).toEqual([]);
      expect(grew).toEqual({ entries: 0, absent: 0 });
    }
  });

  it('answers a made-up post id and a well-formed unknown slug of a loaded list with no back-end call', async () => {
    await gql('{ posts(brand: MUSIC, kind: EVENT) { totalCount } }'); // the list, read once
    for (const query of [
      '{ post(brand: MUSIC, kind: EVENT, slug: "no-such-event-1234") { title } }',
      '{ post(brand: MUSIC, kind: EVENT, id: "987654321") { title } }',
    ]) {
      const { answer, calls: made, grew } = await attack(query);
      expect(answer.data).toEqual({ post: null });
      expect(made).toEqual([]);
      expect(grew).toEqual({ entries: 0, absent: 0 });
    }
  });

  it('still finds a listed post by slug and by id', async () => {
    const list = await gql('{ posts(brand: MUSIC, kind: EVENT, first: 1) { nodes { id slug title } } }');
    const [first] = (list.data!.posts as { nodes: { id: string; slug: string; title: string }[] }).nodes;
    const bySlug = await attack(`{ post(brand: MUSIC, kind: EVENT, slug: "${first!.slug}") { title } }`);
    const byId = await attack(`{ post(brand: MUSIC, kind: EVENT, id: "${first!.id}") { title } }`);
    expect([bySlug.answer.data, byId.answer.data]).toEqual([
      { post: { title: first!.title } },
      { post: { title: first!.title } },
    ]);
    expect([...bySlug.calls, ...byId.calls]).toEqual([]);
  });

  it('answers an unknown content type and an unknown country without a back-end call', async () => {
    const page = await attack('{ content(brand: MUSIC, type: "no_such_page") { title } }');
    expect(page.answer.data).toEqual({ content: null });
    const bad = await attack('{ content(brand: MUSIC, type: "../x") { title } }');
    expect(bad.answer.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    await gql('{ scoutingOptions { countries { id } } }'); // the options, read once
    const cities = await attack('{ cities(country: "987654321") { id } }');
    expect(cities.answer.data).toEqual({ cities: [] });
    expect([...page.calls, ...bad.calls, ...cities.calls]).toEqual([]);
    expect([page.grew, bad.grew, cities.grew]).toEqual(Array(3).fill({ entries: 0, absent: 0 }));
  });
});
