import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { declaredBodySize, refuseOversizedBody } from '../src/security/uploads';

const LIMIT = 1000;
let server: Server;
let port: number;
let handled = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (refuseOversizedBody(req, res, LIMIT)) return;
    handled += 1;
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Announces `declared` bytes but sends only `sent`: a refusal must not wait for the rest. */
function post(declared: string, sent: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-length': declared },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.write(Buffer.alloc(sent));
    if (Number(declared) === sent) req.end();
  });
}

describe('body size guard in the node layer', () => {
  it('answers 413 from the announced length without reading the body', async () => {
    const before = handled;
    const answer = await post(String(LIMIT + 1), 10);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
    expect(handled).toBe(before);
  });

  it('lets a body at the limit through', async () => {
    expect(await post(String(LIMIT), LIMIT)).toEqual({ status: 200, body: 'ok' });
  });

  it('reads the announced size', () => {
    expect(declaredBodySize({ headers: {} })).toBeNull();
    expect(declaredBodySize({ headers: { 'content-length': '42' } })).toBe(42);
    expect(declaredBodySize({ headers: { 'content-length': '4, 2' } })).toBeNaN();
  });
});
