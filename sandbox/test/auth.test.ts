import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, login, postJson, testSandbox, type TestSandbox } from './helpers';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await testSandbox({ tokenTtlSeconds: 1 });
});
afterAll(() => sandbox.destroy());

describe('bearer tokens', () => {
  it('refuses calls without a token, with a garbage token or with another back-end token', async () => {
    const staff = `${sandbox.baseUrls.main}/api/staff`;
    expect((await getJson(staff)).status).toBe(401);
    expect(await getJson(staff, 'nope')).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    const jabuticaba = await login(sandbox.baseUrls.jabuticaba, 'jabuticaba');
    expect((await getJson(staff, jabuticaba)).status).toBe(401);
    expect((await getJson(`${sandbox.baseUrls.jabuticaba}/api/staff`, jabuticaba)).status).toBe(200);
    const manager = await login(sandbox.baseUrls.manager, 'manager');
    expect((await getJson(staff, manager)).status).toBe(401);
  });

  it('refuses every protected route without a token', async () => {
    const base = sandbox.baseUrls.main;
    for (const [method, path] of [
      ['POST', '/api/talents_by_album'],
      ['GET', '/api/talent/profile?id=10001'],
      ['GET', '/api/posts/blog/pt'],
      ['GET', '/api/posts/highlights/pt'],
      ['GET', '/api/posts/get/1'],
      ['GET', '/api/contents/about_us/pt/about_us'],
      ['GET', '/api/additional_media/brands'],
      ['GET', '/api/custom-home'],
      ['GET', '/api/social-medias'],
      ['GET', '/api/contact-infos'],
      ['POST', '/api/get-scouted/pt'],
      ['POST', '/api/favorites/pt'],
      ['POST', '/api/contact/pt'],
    ]) {
      const res = await fetch(`${base}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect((await fetch(`${sandbox.baseUrls.manager}/api/talents/attributes`)).status).toBe(401);
  });

  it('accepts per-brand panel tokens from PANEL_API_TOKEN_<BRAND>', async () => {
    const custom = await testSandbox({ env: { PANEL_API_TOKEN_JABUTICABA: 'only-jabuticaba', PANEL_SALT: 'pepper' } });
    try {
      const ok = await postJson(`${custom.baseUrls.jabuticaba}/api/login`, undefined, {
        salt: 'pepper',
        api_token: 'only-jabuticaba',
      });
      expect(ok.status).toBe(200);
      const old = await postJson(`${custom.baseUrls.jabuticaba}/api/login`, undefined, {
        salt: 'pepper',
        api_token: 'sandbox-panel-token',
      });
      expect(old.status).toBe(401);
      const main = await postJson(`${custom.baseUrls.main}/api/login`, undefined, {
        salt: 'pepper',
        api_token: 'sandbox-panel-token',
      });
      expect(main.status).toBe(200);
    } finally {
      await custom.destroy();
    }
  });

  it('expires tokens after tokenTtlSeconds', async () => {
    const token = await login(sandbox.baseUrls.main, 'main');
    expect((await getJson(`${sandbox.baseUrls.main}/api/staff`, token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await getJson(`${sandbox.baseUrls.main}/api/staff`, token)).status).toBe(401);
    const fresh = await login(sandbox.baseUrls.main, 'main');
    expect((await getJson(`${sandbox.baseUrls.main}/api/staff`, fresh)).status).toBe(200);
  });

  it('keeps media public', async () => {
    const res = await fetch(`${sandbox.baseUrls.main}/storage/videos/clip-000000.mp4`);
    expect(res.status).toBe(200);
  });
});
