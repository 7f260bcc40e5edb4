import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, startStack, type Stack } from './stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { STORE_WARMUP: '1' } });
  await stack.gateway.gateway.warmedUp();
});
afterAll(() => stack?.close());

describe('store warm-up at start', () => {
  it('has every brand shell ready: the first shell and home queries call no back-end', async () => {
    await stack.resetStats();
    for (const brand of ['CQ_EMPRESARIAMENTO', 'JABUTICABA', 'DIGITAL', 'MUSIC', 'CULTURAL']) {
      const answer = await stack.gql(`{
        brand(key: ${brand}) { menu { left { key children { href } } } en: menu(locale: EN) { left { key children { href } } } footerLinks { url } footerContact { email } }
        brands { key siteUrl(currentHost: "localhost:3000") }
        home(brand: ${brand}) { title introImages { url } }
      }`);
      expect(answer.errors).toBeUndefined();
    }
    const stats = await stack.stats();
    for (const backend of ['manager', 'main', 'jabuticaba', 'digital', 'music', 'cultural']) {
      expect(apiCalls(stats, backend)).toEqual({});
    }
  });

  it('has every talent list ready: a profile page then calls its back-end once, for the profile', async () => {
    const list = await stack.gql<{ talents: { nodes: { id: string }[] } }>(
      '{ talents(brand: CQ_EMPRESARIAMENTO, category: "jornalistas", first: 16) { nodes { id } } }',
    );
    const ids = list.data!.talents.nodes.map((t) => t.id);
    expect(ids.length).toBeGreaterThan(1);
    for (const [id, category] of [
      [ids[0], '"jornalistas"'],
      [ids[1], 'null'],
    ]) {
      await stack.resetStats();
      const answer = await stack.gql(`{
        talent(brand: CQ_EMPRESARIAMENTO, id: "${id}", category: ${category}) { name previous { id } next { id } }
      }`);
      expect(answer.errors).toBeUndefined();
      const stats = await stack.stats();
      expect(apiCalls(stats, 'manager')).toEqual({ 'GET /api/talent/profile': 1 });
    }
  });
});
