import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, login, postJson, testSandbox, type TestSandbox } from './helpers';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await testSandbox();
});
afterAll(() => sandbox.destroy());

/** The digital brand's influencers (album 374), from the integration service. */
async function digitalTotal(): Promise<number> {
  const token = await login(sandbox.baseUrls.manager, 'manager');
  const res = await postJson(`${sandbox.baseUrls.manager}/api/talents_by_album?paginate=1000`, token, {
    filters: { albums: [374] },
  });
  return (res.body as { data: unknown[] }).data.length;
}

describe('the data dir', () => {
  it('reseeds content when the generated content changes, and keeps submissions', async () => {
    expect(await digitalTotal()).toBe(60);
    const token = await login(sandbox.baseUrls.main, 'main');
    const body = new FormData();
    for (const [k, v] of Object.entries({
      name: 'A',
      email: 'a@example.com',
      phone: '+55 (11) 91234-5678',
      message: 'Oi',
    })) {
      body.append(k, v);
    }
    const sent = await getJson(`${sandbox.baseUrls.main}/api/contact/pt`, token, { method: 'POST', body });
    expect(sent.status).toBe(201);

    await sandbox.restart({ scale: 2 });
    expect(await digitalTotal()).toBe(120);
    await sandbox.restart({ scale: 1 });
    expect(await digitalTotal()).toBe(60);
    const rows = (await getJson(`${sandbox.url}/__admin/submissions?kind=contact`)).body as { data: unknown[] };
    expect(rows.data).toHaveLength(1);
  });
});
