import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '../src/admin/routes';
import { RequestStats } from '../src/admin/stats';
import type { SandboxContext } from '../src/context';
import { FaultState, parseFaultEnv } from '../src/faults/faults';
import { getJson, login, testSandbox, type TestSandbox } from './helpers';

let sandbox: TestSandbox;
let token: string;

const setFault = (backend: string, patch: object) =>
  getJson(`${sandbox.url}/__admin/faults/${backend}`, undefined, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });
const staff = () => getJson(`${sandbox.baseUrls.main}/api/staff`, token);

beforeAll(async () => {
  sandbox = await testSandbox();
  token = await login(sandbox.baseUrls.main, 'main');
});
afterAll(() => sandbox.destroy());

describe('fault injection', () => {
  it('down answers 503 on that back-end only, until cleared', async () => {
    await setFault('main', { down: true });
    expect(await staff()).toMatchObject({ status: 503, body: { message: 'Service Unavailable.' } });
    const jabuticaba = await login(sandbox.baseUrls.jabuticaba, 'jabuticaba');
    expect((await getJson(`${sandbox.baseUrls.jabuticaba}/api/staff`, jabuticaba)).status).toBe(200);
    await getJson(`${sandbox.url}/__admin/faults`, undefined, { method: 'DELETE' });
    expect((await staff()).status).toBe(200);
  });

  it('refuse closes the connection without an answer', async () => {
    await setFault('main', { down: 'refuse' });
    await expect(fetch(`${sandbox.baseUrls.main}/api/staff`)).rejects.toThrow();
    await setFault('main', { down: false });
    expect((await staff()).status).toBe(200);
  });

  it('latency delays every answer', async () => {
    await setFault('main', { latencyMs: 300 });
    const started = Date.now();
    expect((await staff()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await setFault('main', { latencyMs: 0 });
  });

  it('error rate 1 always answers 500, error rate 0 never', async () => {
    await setFault('main', { errorRate: 1 });
    for (let i = 0; i < 5; i++)
      expect(await staff()).toMatchObject({ status: 500, body: { message: 'Server Error.' } });
    await setFault('main', { errorRate: 0 });
    for (let i = 0; i < 5; i++) expect((await staff()).status).toBe(200);
  });

  it('error rate 0.5 fails some and passes some', async () => {
    await setFault('main', { errorRate: 0.5 });
    const statuses = new Set<number>();
    for (let i = 0; i < 60 && statuses.size < 2; i++) statuses.add((await staff()).status);
    expect([...statuses].sort()).toEqual([200, 500]);
    await setFault('main', { errorRate: 0 });
  });

  it('reads SANDBOX_FAULT_<BACKEND> and the faults option at start', async () => {
    const faulty = await testSandbox({
      env: { SANDBOX_FAULT_MUSIC: 'down', SANDBOX_FAULT_CULTURAL: 'latency=50,error=1' },
      faults: { digital: { errorRate: 1 }, jabuticaba: 'down' },
    });
    try {
      expect((await fetch(`${faulty.baseUrls.music}/api/login`, { method: 'POST' })).status).toBe(503);
      const started = Date.now();
      expect((await fetch(`${faulty.baseUrls.cultural}/api/staff`)).status).toBe(500);
      expect(Date.now() - started).toBeGreaterThanOrEqual(45);
      expect((await fetch(`${faulty.baseUrls.main}/api/staff`)).status).toBe(401);
      expect((await fetch(`${faulty.baseUrls.digital}/api/staff`)).status).toBe(500);
      expect((await fetch(`${faulty.baseUrls.jabuticaba}/api/staff`)).status).toBe(503);
    } finally {
      await faulty.destroy();
    }
  });

  it('parses the env syntax strictly', () => {
    expect(parseFaultEnv('down')).toMatchObject({ latencyMs: 0, answerDelayMs: 0, errorRate: 0, down: 'down' });
    expect(parseFaultEnv('latency=3000, error=0.5')).toMatchObject({
      latencyMs: 3000,
      answerDelayMs: 0,
      errorRate: 0.5,
      down: false,
    });
    expect(parseFaultEnv('refuse,latency=10')).toMatchObject({
      latencyMs: 10,
      answerDelayMs: 0,
      errorRate: 0,
      down: 'refuse',
    });
    expect(() => parseFaultEnv('error=2')).toThrow();
    expect(() => parseFaultEnv('slow')).toThrow();
    expect(
      parseFaultEnv('remove=/api/talents_by_album,rename=name>nome@/api/talent/profile,field=contact.email>Email'),
    ).toMatchObject({
      removedRoutes: ['/api/talents_by_album'],
      renamedField: { route: '/api/talent/profile', from: 'name', to: 'nome' },
      formFieldNames: { contact: { email: 'Email' } },
    });
    expect(() => parseFaultEnv('field=quote.email>Email')).toThrow(/unknown form/);
    expect(() => parseFaultEnv('rename=name>no me@/api/staff')).toThrow(/field names/);
  });

  it('a removed route answers 404 as if the back-end did not serve it; the others still answer', async () => {
    await setFault('main', { removedRoutes: ['/api/staff'] });
    expect(await staff()).toMatchObject({ status: 404, body: { message: 'Not Found.' } });
    expect((await getJson(`${sandbox.baseUrls.main}/api/contact-infos`, token)).status).toBe(200);
    await setFault('main', { removedRoutes: [] });
    expect((await staff()).status).toBe(200);
  });

  it("a renamed field changes that key at every depth of one route's answers only", async () => {
    const before = (await staff()).body as { data: Record<string, unknown>[] };
    expect(before.data[0]).toHaveProperty('name');
    await setFault('main', { renamedField: { route: '/api/staff', from: 'name', to: 'full_name' } });
    const after = (await staff()).body as { data: Record<string, unknown>[] };
    expect(after.data[0]).not.toHaveProperty('name');
    expect(after.data.map((m) => m.full_name)).toEqual(before.data.map((m) => m.name));
    await setFault('main', { renamedField: null });
    expect(((await staff()).body as { data: Record<string, unknown>[] }).data[0]).toHaveProperty('name');
  });

  it('refuses malformed route, rename and form-field faults with 422 and keeps the current ones', async () => {
    for (const patch of [
      { removedRoutes: 'api/staff' },
      { removedRoutes: ['no-slash'] },
      { renamedField: { route: '/api/staff', from: 'a b', to: 'x' } },
      { formFieldNames: { quote: { email: 'Email' } } },
      { formFieldNames: { contact: { email: 42 } } },
    ]) {
      expect((await setFault('main', patch)).status, JSON.stringify(patch)).toBe(422);
    }
    expect((await staff()).status).toBe(200);
  });
});

describe('request stats', () => {
  it('counts per back-end and route, and resets', async () => {
    await getJson(`${sandbox.url}/__admin/stats`, undefined, { method: 'DELETE' });
    await staff();
    await staff();
    await getJson(`${sandbox.baseUrls.main}/api/posts/blog/pt`, token);
    const stats = (await getJson(`${sandbox.url}/__admin/stats`)).body as {
      total: number;
      backends: Record<string, { total: number; routes: Record<string, number> }>;
    };
    expect(stats.total).toBe(3);
    expect(stats.backends.main!.routes).toEqual({ 'GET /api/staff': 2, 'GET /api/posts/:type/:lang': 1 });
  });
});

describe('admin access', () => {
  it('refuses callers that are not on loopback with 403', async () => {
    const app = Fastify();
    const ctx = { faults: new FaultState(), stats: new RequestStats() } as unknown as SandboxContext;
    await app.register(adminRoutes, { prefix: '/__admin', ctx });
    const outside = await app.inject({ method: 'GET', url: '/__admin/faults', remoteAddress: '192.168.1.20' });
    expect(outside.statusCode).toBe(403);
    const put = await app.inject({
      method: 'PUT',
      url: '/__admin/faults/main',
      remoteAddress: '10.0.0.3',
      payload: { down: true },
    });
    expect(put.statusCode).toBe(403);
    expect(ctx.faults.get('main').down).toBe(false);
    const inside = await app.inject({ method: 'GET', url: '/__admin/faults', remoteAddress: '127.0.0.1' });
    expect(inside.statusCode).toBe(200);
    await app.close();
  });
});
