import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appKeyHash } from '../src/security/trusted-documents';
import { startStack, type Stack } from './stack';

/** The site's manifest, as codegen wrote it: the documents anyone may run by id. */
const MANIFEST = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../site/lib/gql/persisted-documents.json', import.meta.url)), 'utf8'),
) as Record<string, string>;
const idOf = (name: string) => {
  const found = Object.entries(MANIFEST).find(([, text]) => new RegExp(`(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`no ${name} in the manifest`);
  return found[0];
};
const TALENT_LIST = idOf('TalentList');
const CONTACT = idOf('SendContactMessage');
const LIST_VARIABLES = { brand: 'CQ_EMPRESARIAMENTO', first: 2 };

const APP_KEY = 'partner-app-key-0123456789abcdef0123456789abcdef';
const INTROSPECTION = '{ __schema { queryType { name } types { name } } }';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    env: { GATEWAY_ENV: 'production', GATEWAY_APP_KEYS: `partner:${appKeyHash(APP_KEY)}` },
  });
});
afterAll(() => stack?.close());

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
}

const readUrl = (documentId: string, variables: unknown = LIST_VARIABLES) =>
  `${stack.gatewayUrl}/graphql?documentId=${encodeURIComponent(documentId)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;

const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

describe('trusted documents: anonymous callers run the manifest only', () => {
  it('refuses a document sent as text, with a clear error', async () => {
    const { status, body } = await post({ query: '{ brands { key } }' });
    expect(status).toBe(403);
    expect(code(body)).toBe('PERSISTED_DOCUMENTS_ONLY');
    expect(body.errors?.[0]?.message).toMatch(/documentId/);
    expect(body.data).toBeUndefined();
  });

  it('refuses introspection', async () => {
    const { status, body } = await post({ query: INTROSPECTION });
    expect(status).toBe(403);
    expect(JSON.stringify(body)).not.toContain('queryType');
  });

  it('serves the GraphiQL page, which holds no data, while what it sends is refused', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html');
    expect(html).not.toContain('queryType');
    expect((await post({ query: INTROSPECTION })).status).toBe(403);
  });

  it('runs a persisted document named by documentId (POST)', async () => {
    const { status, body } = await post({ documentId: TALENT_LIST, variables: LIST_VARIABLES });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect((body.data?.talents as { nodes: unknown[] }).nodes).toHaveLength(2);
  });

  it('refuses an unknown documentId, a malformed or oversized one, and one sent with a text', async () => {
    const unknown = await post({ documentId: `sha256:${'0'.repeat(64)}` });
    expect([unknown.status, code(unknown.body)]).toEqual([404, 'PERSISTED_DOCUMENT_NOT_FOUND']);
    for (const documentId of ['md5:abc', `sha256:${'a'.repeat(65)}`, 'sha256:' + 'x'.repeat(10_000), 42]) {
      const bad = await post({ documentId });
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.[0]?.message).toMatch(/documentId/);
    }
    // Past 64 KiB a string is refused before the body is even parsed (security/json-shape.ts).
    expect((await post({ documentId: 'sha256:' + 'x'.repeat(100_000) })).status).toBe(400);
    const both = await post({ documentId: TALENT_LIST, query: '{ brands { key } }' });
    expect(both.status).toBe(400);
    expect(both.body.errors?.[0]?.message).toMatch(/either/);
  });

  it('keeps nothing per unknown id: many made-up ids grow no cache and no metric label', async () => {
    const metricsBefore = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
    const cached = stack.gateway.gateway.resultCache?.size();
    for (let i = 0; i < 300; i += 1) {
      const id = `sha256:${i.toString(16).padStart(64, '0')}`;
      const response = await fetch(readUrl(id));
      expect(response.status).toBe(404);
    }
    expect(stack.gateway.gateway.resultCache?.size()).toBe(cached);
    expect(stack.gateway.gateway.persistedDocuments.size).toBe(Object.keys(MANIFEST).length);
    const metricsAfter = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
    const labels = (text: string) =>
      text.split('\n').filter((l) => l.startsWith('gateway_operation_seconds_count')).length;
    expect(labels(metricsAfter) - labels(metricsBefore)).toBeLessThanOrEqual(1);
  });

  it('labels no metric with the names of refused documents: 150 made-up operation names add at most one label', async () => {
    const labels = async () =>
      (await (await fetch(`${stack.gatewayUrl}/metrics`)).text())
        .split('\n')
        .filter((l) => l.startsWith('gateway_operation_seconds_count')).length;
    const before = await labels();
    for (let i = 0; i < 150; i += 1) {
      const refused = await post({ query: `query Made${i} { brands { key } }`, operationName: `Made${i}` });
      expect(refused.status).toBeGreaterThanOrEqual(400);
    }
    expect((await labels()) - before).toBeLessThanOrEqual(1);
  });

  it('refuses variables the operation does not declare (400), so made-up ones mint no cache entry', async () => {
    const ok = await fetch(readUrl(TALENT_LIST));
    expect(ok.status).toBe(200);
    const cached = stack.gateway.gateway.resultCache?.size();
    for (let i = 0; i < 20; i += 1) {
      const response = await fetch(readUrl(TALENT_LIST, { ...LIST_VARIABLES, cacheBuster: i }));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { message: string }[] };
      expect(body.errors[0]!.message).toBe(
        'Variable "$cacheBuster" is not declared by the operation; send only its own variables.',
      );
    }
    expect(stack.gateway.gateway.resultCache?.size()).toBe(cached);
  });

  it('refuses a persisted mutation over GET (reads only)', async () => {
    const response = await fetch(readUrl(CONTACT, {}));
    expect(response.status).toBe(405);
  });
});

describe('trusted documents: apps with a key', () => {
  const withKey = { 'x-agency-app-key': APP_KEY };

  it('run documents of their own and introspection', async () => {
    const own = await post({ query: 'query PartnerBrands { brands { key } }' }, withKey);
    expect(own.status).toBe(200);
    expect((own.body.data?.brands as unknown[]).length).toBeGreaterThan(0);
    const schema = await post({ query: INTROSPECTION }, withKey);
    expect((schema.body.data?.__schema as { queryType: { name: string } }).queryType.name).toBe('Query');
  });

  it('get GraphiQL', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, { headers: { accept: 'text/html', ...withKey } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html');
  });

  it('are refused with a wrong key, whatever the document', async () => {
    for (const key of ['wrong', APP_KEY + 'x', '']) {
      const own = await post({ query: '{ brands { key } }' }, { 'x-agency-app-key': key });
      expect([own.status, code(own.body)]).toEqual([401, 'UNKNOWN_APP_KEY']);
      const persisted = await post({ documentId: TALENT_LIST, variables: LIST_VARIABLES }, { 'x-agency-app-key': key });
      expect(persisted.status).toBe(401);
    }
  });

  it('show on /metrics per operation and app', async () => {
    await post({ query: 'query PartnerBrands { brands { key } }' }, withKey);
    const metrics = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
    expect(metrics).toMatch(/gateway_operation_seconds_count\{operation="PartnerBrands",app="partner"\} [1-9]/);
    expect(metrics).toMatch(/gateway_operation_seconds_count\{operation="TalentList",app="anonymous"\} [1-9]/);
  });
});

describe('cacheable reads: persisted queries over GET', () => {
  it('need no CSRF header, carry a shared Cache-Control and an ETag, and a repeat with If-None-Match gets 304', async () => {
    const variables = { brand: 'CQ_EMPRESARIAMENTO', first: 3 };
    const first = await fetch(readUrl(TALENT_LIST, variables));
    expect(first.status).toBe(200);
    const body = await first.text();
    expect(JSON.parse(body).data.talents.nodes).toHaveLength(3);
    const cacheControl = first.headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    // Talents are fresh for STORE_TTL_TALENTS_SECONDS (300 s): no cache may keep the answer longer.
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
    expect(sMaxAge).toBeGreaterThan(250);
    expect(sMaxAge).toBeLessThanOrEqual(300);
    expect(Number(/stale-while-revalidate=(\d+)/.exec(cacheControl)?.[1])).toBe(300);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await fetch(readUrl(TALENT_LIST, variables), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    const changed = await fetch(readUrl(TALENT_LIST, variables), { headers: { 'if-none-match': '"other"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(body);
  });

  it('an answer with errors goes out no-store', async () => {
    const response = await fetch(readUrl(TALENT_LIST, { brand: 'NO_SUCH_BRAND' }));
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
  });

  it('a GET with a document text still needs the CSRF header (and, in production, an app key)', async () => {
    const url = `${stack.gatewayUrl}/graphql?query=${encodeURIComponent('{ brands { key } }')}`;
    expect((await fetch(url)).status).toBe(403);
  });
});

describe('the answer cache keys persisted reads on coerced, sorted variables', () => {
  const TALENTS_BY_IDS = idOf('TalentsByIds');
  const cacheHits = async () => {
    const text = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith('gateway_result_cache_lookups_total{result="hit"} '));
    return line ? Number(line.split(' ')[1]) : 0;
  };
  /** Each form of the variables, as an attacker would vary them to mint entries for one answer. */
  async function readEach(documentId: string, forms: unknown[]) {
    const size = stack.gateway.gateway.resultCache!.size();
    const hits = await cacheHits();
    const answers = [];
    for (const variables of forms) {
      const response = await fetch(readUrl(documentId, variables));
      answers.push({ status: response.status, body: await response.text() });
    }
    return {
      answers,
      grew: stack.gateway.gateway.resultCache!.size() - size,
      hits: (await cacheHits()) - hits,
    };
  }

  it('shares one entry between the orders of the same variables', async () => {
    const { answers, grew, hits } = await readEach(TALENT_LIST, [
      { brand: 'CQ_EMPRESARIAMENTO', first: 7 },
      { first: 7, brand: 'CQ_EMPRESARIAMENTO' },
      { first: 7, brand: 'CQ_EMPRESARIAMENTO' },
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(grew).toBe(1);
    expect(hits).toBe(2);
  });

  it('shares one entry between values that coerce to the same (an ID as number or text, one id or a list)', async () => {
    const list = await fetch(readUrl(TALENT_LIST, { brand: 'CQ_EMPRESARIAMENTO', first: 1 }));
    const id = ((await list.json()) as { data: { talents: { nodes: { id: string }[] } } }).data.talents.nodes[0]!.id;
    const { answers, grew, hits } = await readEach(TALENTS_BY_IDS, [
      { brand: 'CQ_EMPRESARIAMENTO', ids: [id] },
      { ids: id, brand: 'CQ_EMPRESARIAMENTO' },
      { brand: 'CQ_EMPRESARIAMENTO', ids: [Number(id)] },
      { ids: Number(id), brand: 'CQ_EMPRESARIAMENTO' },
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.body).toContain(`"id":"${id}"`);
    expect(grew).toBe(1);
    expect(hits).toBe(3);
  });

  it('refuses values that do not coerce ({"first":"3"} for an Int) with 400, minting no entry', async () => {
    const { answers, grew } = await readEach(TALENT_LIST, [
      { brand: 'CQ_EMPRESARIAMENTO', first: '3' },
      { first: '3', brand: 'CQ_EMPRESARIAMENTO' },
    ]);
    expect(answers.map((a) => a.status)).toEqual([400, 400]);
    expect(grew).toBe(0);
  });
});

describe('cached persisted reads answered by the node layer', () => {
  it('go out with the bytes and headers yoga gives them', async () => {
    const variables = { brand: 'CQ_EMPRESARIAMENTO', first: 5 };
    const accept = 'application/graphql-response+json, application/json';
    const viaYoga = await fetch(readUrl(TALENT_LIST, variables), { headers: { accept } }); // a miss: yoga answers
    const fast = await fetch(readUrl(TALENT_LIST, variables), { headers: { accept, 'x-request-id': 'fast-1' } });
    expect(fast.status).toBe(200);
    expect(await fast.text()).toBe(await viaYoga.text());
    for (const name of ['content-type', 'etag']) expect(fast.headers.get(name)).toBe(viaYoga.headers.get(name));
    expect(fast.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=300$/);
    // An id of its own, as yoga gives (a visitor's is not kept).
    expect(fast.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const plain = await fetch(readUrl(TALENT_LIST, variables), { headers: { accept: 'application/json' } });
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('still count against the per-visitor query limit', async () => {
    const limited = await startStack({ env: { GATEWAY_ENV: 'production', QUERY_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const url = `${limited.gatewayUrl}/graphql?documentId=${encodeURIComponent(TALENT_LIST)}&variables=${encodeURIComponent(JSON.stringify(LIST_VARIABLES))}`;
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await fetch(url)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
