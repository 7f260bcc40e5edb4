import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_LIMITS } from '@agency/schema/api-limits';
import { ERROR_CODES, type ErrorCodeName } from '../src/errors';
import { APP_KEY_HEADER, appKeyHash } from '../src/security/trusted-documents';
import { startStack, type Stack } from './stack';

/*
 * The error and limits contract an app meets: every refusal carries a code of the one table
 * (schema/src/error-codes.ts) and goes out with that row's HTTP status under
 * `Accept: application/graphql-response+json`; answers report their cost and the caller's quota.
 */
const APP_KEY = 'error-contract-test-key-0123456789abcdef0123456789';
const RATE_LIMIT = 60;
const GRAPHQL_RESPONSE = 'application/graphql-response+json';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    env: {
      GATEWAY_ENV: 'production',
      GATEWAY_APP_KEYS: `contract:${appKeyHash(APP_KEY)}`,
      QUERY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    },
  });
});
afterAll(async () => {
  await stack?.close();
});

interface Answer {
  status: number;
  headers: Headers;
  body: {
    data?: unknown;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
    extensions?: Record<string, unknown>;
  };
}

async function send(init: {
  method?: string;
  query?: string;
  body?: string;
  headers?: Record<string, string>;
}): Promise<Answer> {
  const url = `${stack.gatewayUrl}/graphql${init.query ? `?${init.query}` : ''}`;
  const response = await fetch(url, {
    method: init.method ?? 'POST',
    headers: {
      accept: GRAPHQL_RESPONSE,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    ...(init.body ? { body: init.body } : {}),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

const withKey = { [APP_KEY_HEADER]: APP_KEY };
const post = (body: unknown, headers: Record<string, string> = withKey) =>
  send({ body: JSON.stringify(body), headers });

/** A request for each refusal class, and the code it must be refused with. */
const REFUSALS: [ErrorCodeName, string, () => Promise<Answer>][] = [
  [
    'QUERY_TOO_DEEP',
    'nesting past the depth limit',
    () => post({ query: '{ brand(key: MUSIC) { menu { left { children { children { children { key } } } } } } }' }),
  ],
  [
    'QUERY_TOO_MANY_ALIASES',
    'more aliases than allowed',
    () => post({ query: `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: brands { key }`).join(' ')} }` }),
  ],
  ['QUERY_TOO_MANY_TOKENS', 'a document over the token limit', () => post({ query: `{ ${'ok '.repeat(1001)} }` })],
  [
    'QUERY_TOO_MANY_DIRECTIVES',
    'more directives than allowed',
    () => post({ query: `{ brands { key ${'@include(if: true) '.repeat(51)} } }` }),
  ],
  [
    'QUERY_TOO_COSTLY',
    'two full pages of talent cards',
    () =>
      post({
        query: `query ($n: Int) {
          a: talents(brand: CQ_EMPRESARIAMENTO, first: $n) { nodes { id name slug cover { url width height } measures { key metric imperial } } }
          b: talents(brand: JABUTICABA, first: $n) { nodes { id name slug cover { url width height } measures { key metric imperial } } }
          c: talents(brand: DIGITAL, first: $n) { nodes { id name slug cover { url width height } measures { key metric imperial } } }
        }`,
        variables: { n: 200 },
      }),
  ],
  [
    'CSRF_HEADER_REQUIRED',
    'a GET running a document text without x-agency-client',
    () => send({ method: 'GET', query: `query=${encodeURIComponent('{ brands { key } }')}`, headers: withKey }),
  ],
  [
    'BAD_USER_INPUT',
    'a variable that does not coerce',
    () =>
      post({
        query: 'query ($n: Int) { talents(brand: CQ_EMPRESARIAMENTO, first: $n) { totalCount } }',
        variables: { n: 'many' },
      }),
  ],
  ['PERSISTED_DOCUMENTS_ONLY', 'a document text without a key', () => post({ query: '{ brands { key } }' }, {})],
  [
    'UNKNOWN_APP_KEY',
    'a key no app has',
    () => post({ query: '{ brands { key } }' }, { [APP_KEY_HEADER]: 'not-a-key' }),
  ],
  [
    'PERSISTED_DOCUMENT_NOT_FOUND',
    'a documentId the gateway does not know',
    () => post({ documentId: `sha256:${'0'.repeat(64)}` }, {}),
  ],
  ['GRAPHQL_PARSE_FAILED', 'a document that is not GraphQL', () => post({ query: '{ brands { ' })],
  ['GRAPHQL_VALIDATION_FAILED', 'a field the schema lacks', () => post({ query: '{ nope }' })],
  [
    'OPERATION_RESOLUTION_FAILURE',
    'two operations and no operationName',
    () => post({ query: 'query A { ok } query B { ok }' }),
  ],
  [
    'BAD_REQUEST',
    'both a documentId and a query',
    () => post({ query: '{ ok }', documentId: `sha256:${'0'.repeat(64)}` }),
  ],
  [
    'REQUEST_ENTITY_TOO_LARGE',
    'a body over 1 MB',
    () => send({ body: JSON.stringify({ query: '{ ok }', variables: { pad: 'x'.repeat(2 * 1024 * 1024) } }) }),
  ],
];

describe('every refusal has a code of the table and its HTTP status (application/graphql-response+json)', () => {
  it.each(REFUSALS)('%s: %s', async (code, _what, request) => {
    const { status, body } = await request();
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
    expect(status).toBe(ERROR_CODES[code].status);
  });

  it('names the header a CSRF refusal wants', async () => {
    const { body } = await send({ method: 'GET', query: `query=${encodeURIComponent('{ ok }')}`, headers: withKey });
    expect(body.errors?.[0]?.message).toContain('x-agency-client');
    expect(body.errors?.[0]?.extensions?.header).toBe('x-agency-client');
  });

  it('states the cost found and the ceiling in a cost refusal', async () => {
    const costly = REFUSALS.find(([code]) => code === 'QUERY_TOO_COSTLY')!;
    const { body } = await costly[2]();
    const cost = body.errors?.[0]?.extensions?.cost as { value: number; limit: number };
    expect(cost.limit).toBe(API_LIMITS.cost);
    expect(cost.value).toBeGreaterThan(API_LIMITS.cost);
  });
});

describe('limits an app can see before it meets them', () => {
  it('reports each operation’s cost in extensions', async () => {
    const { status, body } = await post({
      query: 'query ($n: Int) { talents(brand: CQ_EMPRESARIAMENTO, first: $n) { nodes { id name } } }',
      variables: { n: 8 },
    });
    expect(status).toBe(200);
    // talents once; nodes, id and name once for each of the 8 cards of the page.
    expect(body.extensions?.cost).toEqual({ value: 1 + 8 + 8 * 2, limit: API_LIMITS.cost });
  });

  it('sends RateLimit-Policy and RateLimit on every answer, counting down, then 429 with Retry-After', async () => {
    const first = await post({ query: '{ brands { key } }' });
    expect(first.headers.get('ratelimit-policy')).toBe(`"requests";q=${RATE_LIMIT};w=60`);
    const parse = (field: string | null) => {
      const match = /^"requests";r=(\d+);t=(\d+)$/.exec(field ?? '');
      expect(match, field ?? 'no RateLimit field').not.toBeNull();
      return { remaining: Number(match![1]), reset: Number(match![2]) };
    };
    const before = parse(first.headers.get('ratelimit'));
    expect(before.reset).toBeGreaterThan(0);
    expect(before.reset).toBeLessThanOrEqual(60);
    // A refusal counts too, and carries the fields.
    const refused = await post({ query: '{ nope }' });
    expect(parse(refused.headers.get('ratelimit')).remaining).toBe(before.remaining - 1);
    // A persisted read answered by the node layer from the answer cache carries them as well.
    const id = [...stack.gateway.gateway.persistedDocuments.values()].find(
      (doc) => doc.operationName === 'ScoutingOptions',
    )!.id;
    const read = () =>
      send({ method: 'GET', query: `documentId=${id}&variables=${encodeURIComponent('{"locale":"PT"}')}` });
    await read();
    const cached = await read();
    expect(cached.status).toBe(200);
    expect(parse(cached.headers.get('ratelimit')).remaining).toBe(before.remaining - 3);
    let last: Answer = cached;
    for (let i = 0; i < RATE_LIMIT && last.status !== 429; i += 1) last = await post({ query: '{ brands { key } }' });
    expect(last.status).toBe(ERROR_CODES.RATE_LIMITED.status);
    expect(last.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(parse(last.headers.get('ratelimit')).remaining).toBe(0);
    expect(last.headers.get('ratelimit-policy')).toBe(`"requests";q=${RATE_LIMIT};w=60`);
  });
});

/** Every code literal of the gateway's source: `code: 'X'`, codedError('X', …), refuse(…, 'X'), refuseAs('X'). */
function codesInSource(): Map<string, string> {
  const src = fileURLToPath(new URL('../src/', import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === '__tests__' || name === 'generated' ? [] : files(path);
      return name.endsWith('.ts') ? [path] : [];
    });
  const found = new Map<string, string>();
  const patterns = [
    /\bcode: '([A-Z][A-Z_]+)'/g,
    /\b(?:codedError|refusalBody|refuseAs)\(\s*'([A-Z][A-Z_]+)'/g,
    /\brefuse\([^;]*?'([A-Z][A-Z_]+)',?\s*\)/g,
  ];
  for (const file of files(src)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.set(match[1]!, file);
  }
  return found;
}

describe('the one list', () => {
  it('holds every code the gateway’s source gives a client', () => {
    const found = codesInSource();
    // The scan sees the codes it must (one of each way of writing them).
    for (const code of [
      'RATE_LIMITED',
      'QUERY_TOO_DEEP',
      'PERSISTED_DOCUMENTS_ONLY',
      'TOO_MANY_UPLOADS',
      'NOT_FOUND',
    ]) {
      expect(found.has(code), code).toBe(true);
    }
    // Back-end failure codes stay inside the gateway (upstream/errors.ts): clients get UPSTREAM_UNAVAILABLE.
    const internal = new Set(['UPSTREAM_TIMEOUT', 'UPSTREAM_BAD_STATUS', 'UPSTREAM_UNAUTHORIZED', 'CIRCUIT_OPEN']);
    const unlisted = [...found].filter(([code]) => !(code in ERROR_CODES) && !internal.has(code));
    expect(unlisted).toEqual([]);
  });
});
