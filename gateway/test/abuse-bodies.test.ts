import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_MAX_BYTES } from '@agency/schema/validation';
import { VARIABLES_MAX_DEPTH, VARIABLES_MAX_VALUES, variablesShape } from '../src/security/variables-shape';
import { startStack, type Stack } from './stack';

/*
 * Request bodies as an attacker sends them, against the real gateway over HTTP: JSON far over its
 * 1 MB ceiling (announced or streamed), variables nested to exhaust the stack or holding huge lists,
 * and a body that never arrives. Each is refused with a clear status and message, nothing reaches
 * a back-end, and the gateway keeps answering.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ env: { HTTP_REQUEST_TIMEOUT_MS: '1500', HTTP_HEADERS_TIMEOUT_MS: '1000' } });
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

const graphqlUrl = () => `${stack.gatewayUrl}/graphql`;

async function post(body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const response = await fetch(graphqlUrl(), { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  return { status: response.status, body: (await response.json()) as { errors?: { message: string }[] } };
}

async function backendCalls(): Promise<number> {
  return Object.values(await stack.stats()).reduce((n, b) => n + b.total, 0);
}

async function stillAnswers() {
  const { status, body } = await post(JSON.stringify({ query: '{ ok }' }));
  expect(status).toBe(200);
  expect(body).toMatchObject({ data: { ok: true } });
}

describe('body size by kind', () => {
  it('refuses a JSON body announced over 1 MB with 413, without reading it (uploads keep their own ceiling)', async () => {
    const before = await backendCalls();
    const huge = JSON.stringify({ query: '{ ok }', variables: { pad: 'x'.repeat(5 * 1024 * 1024) } });
    const { status, body } = await post(huge);
    expect(status).toBe(413);
    expect(body.errors?.[0]?.message).toBe('Request body too large');
    expect(await backendCalls()).toBe(before);
    await stillAnswers();
  });
});

describe('variables', () => {
  it('refuses variables nested 20,000 levels deep with 400, not a 500 from a stack overflow', async () => {
    const deepList = '['.repeat(20_000) + '"1"' + ']'.repeat(20_000);
    const list = await post(
      `{"query":"query($ids: [ID!]!) { talentsByIds(brand: CQ_EMPRESARIAMENTO, ids: $ids) { id } }","variables":{"ids":${deepList}}}`,
    );
    expect(list.status).toBe(400);
    expect(list.body.errors?.[0]?.message).toBe(`Variables nest too deep: at most ${VARIABLES_MAX_DEPTH} levels.`);
    const deepObject = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
    const object = await post(`{"query":"{ ok }","variables":${deepObject}}`);
    expect(object.status).toBe(400);
    await stillAnswers();
  });

  it('refuses a list variable of half a million values before coercing it', async () => {
    const before = await backendCalls();
    const ids = `[${Array.from({ length: 524_000 }, () => '"1"').join(',')}]`;
    const { status, body } = await post(
      `{"query":"query($ids: [ID!]!) { talentsByIds(brand: CQ_EMPRESARIAMENTO, ids: $ids) { id } }","variables":{"ids":${ids}}}`,
    );
    // Over 1 MB already: refused by size. A smaller one over the value count is refused by shape.
    expect(status).toBe(413);
    const fewer = `[${Array.from({ length: VARIABLES_MAX_VALUES + 1 }, () => '"1"').join(',')}]`;
    const shaped = await post(
      `{"query":"query($ids: [ID!]!) { talentsByIds(brand: CQ_EMPRESARIAMENTO, ids: $ids) { id } }","variables":{"ids":${fewer}}}`,
    );
    expect(shaped.status).toBe(400);
    expect(shaped.body.errors?.[0]?.message).toBe(`Variables hold too many values: at most ${VARIABLES_MAX_VALUES}.`);
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(await backendCalls()).toBe(before);
  });

  it('measures shape iteratively, stopping at the limits', () => {
    expect(variablesShape({ a: [1, 2, { b: 3 }] })).toEqual({ depth: 3, values: 6 });
    expect(variablesShape(null)).toEqual({ depth: 0, values: 1 });
  });
});

describe('slow and streaming clients', () => {
  it('closes a connection whose body never arrives once the request time is up', async () => {
    const { port } = new URL(stack.gatewayUrl);
    const closedAfterMs = await new Promise<number>((resolve, reject) => {
      const started = Date.now();
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
        );
      });
      socket.on('data', () => undefined);
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('error', () => undefined);
      setTimeout(() => reject(new Error('the gateway kept the stalled connection open')), 20_000).unref();
    });
    // Node checks its timeouts about once a second (connectionsCheckingInterval): well under 20 s.
    expect(closedAfterMs).toBeLessThan(20_000);
    await stillAnswers();
  }, 30_000);

  // Last: the refused stream leaves its connection draining until the request time is up.
  it('refuses a streamed (chunked) JSON body once it passes 1 MB', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"query":"{ ok }","variables":{"pad":"'));
      },
      pull(controller) {
        if (sent > JSON_BODY_MAX_BYTES * 2) {
          controller.enqueue(new TextEncoder().encode('"}}'));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const { status } = await post(stream);
    expect(status).toBe(413);
    await stillAnswers();
  });
});
