import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './stack';

/**
 * Against the sandbox speaking the back-end family's dialect: what the gateway reads by a default
 * (untyped book items, orientation slide modes, paginators without last_page) shows on the pages
 * and is counted on /metrics, by back-end, call and kind.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { UPSTREAM_CONTRACT_SAMPLE_EVERY: '1' } });
}, 60_000);
afterAll(() => stack?.close());

async function drift(): Promise<Map<string, number>> {
  const text = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^gateway_upstream_drift_total\{backend="([^"]+)",call="([^"]+)",kind="([^"]+)"\} (\d+)/.exec(line);
    if (match) counts.set(`${match[1]} ${match[2]} ${match[3]}`, Number(match[4]));
  }
  return counts;
}

describe('drift against the family dialect', () => {
  it('shows talents whose book items carry no type, and counts them', async () => {
    const answer = await stack.gql<{ talents: { totalCount: number; nodes: { cover: { url: string } }[] } }>(
      '{ talents(brand: JABUTICABA, first: 8) { totalCount nodes { cover { url } } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.talents.totalCount).toBeGreaterThan(8);
    expect(answer.data!.talents.nodes[0]!.cover.url).toMatch(/\/cq-agency\/image\/upload\//);
    expect((await drift()).get('manager talents.list item_type_inferred')).toBeGreaterThan(0);
  });

  it('shows image slides whose mode is an orientation, and counts them', async () => {
    const answer = await stack.gql<{ posts: { nodes: { slug: string }[] } }>(
      '{ posts(brand: CULTURAL, kind: SHOW, first: 40) { nodes { slug } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect((await drift()).get('cultural posts.list slide_mode_inferred')).toBeGreaterThan(0);
  });

  it('reads highlight lists without last_page to the end, and counts the paginator', async () => {
    const answer = await stack.gql<{ posts: { totalCount: number } }>(
      '{ posts: highlights(brand: CQ_EMPRESARIAMENTO, category: "filmes", first: 4) { totalCount } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.posts.totalCount).toBeGreaterThanOrEqual(6);
    expect((await drift()).get('main posts.highlights paginator_without_last_page')).toBeGreaterThan(0);
  });

  it('finds no contract mismatch in what the sandbox answers (sampled on every call here)', async () => {
    await stack.gql('{ talent(brand: CQ_EMPRESARIAMENTO, id: "10001") { name } }');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mismatches = [...(await drift()).keys()].filter((key) => key.endsWith('contract_mismatch'));
    expect(mismatches).toEqual([]);
  });
});
