import { brandByKey } from '@agency/schema/brands';
import { describe, expect, it } from 'vitest';
import { memoryBackend } from '../../../store/backends';
import { createContentStore } from '../../../store/content-store';
import type { Upstream } from '../../../upstream/client';
import { UpstreamError } from '../../../upstream/errors';
import type { RestPost } from '../../../upstream/rest';
import { findPost, POST_LIST_TRUST_MS } from '../provider';

/*
 * The rule of POST_LIST_TRUST_MS, with a clock: made-up slugs are answered from the list without a
 * call; a post published after the list was read is found once the list is older than the trust
 * period (one shared reload), and a failing panel is tried once per period.
 */
const post = (id: number, slug: string) =>
  ({
    id,
    slug,
    type: 'shows',
    category: null,
    title: slug,
    lang: 'pt',
    created_at: '2025-03-04T06:00:00.000Z',
  }) as RestPost;

function setup() {
  let clock = 1_000_000;
  const panel = { posts: [post(1, 'known-show')], down: false, calls: 0 };
  const upstream = {
    route: () => 'cultural',
    mediaBase: () => 'http://media.example/cultural/',
    drift: () => () => undefined,
    sample: () => undefined,
    call: async () => {
      panel.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (panel.down) throw new UpstreamError('UPSTREAM_UNAVAILABLE', 'cultural', 'panel down', 503);
      return { data: panel.posts, last_page: 1 };
    },
  } as unknown as Upstream;
  const store = createContentStore(memoryBackend(100), {
    ttlSeconds: { talents: 300, posts: 300, site: 900, options: 3600 },
    now: () => clock,
  });
  const find = (slug: string) => findPost({ upstream, store }, brandByKey('cultural'), 'SHOW', 'pt', null, { slug });
  return { panel, find, advance: (ms: number) => (clock += ms), store };
}

const madeUp = (count: number) =>
  Array.from({ length: count }, (_, i) => `made-up-${i}-${Math.random()}`.replace('.', ''));

describe('findPost: the list is the truth, renewed at most once per POST_LIST_TRUST_MS', () => {
  it('answers 50 concurrent made-up slugs with one list call, and later ones with none', async () => {
    const { panel, find, store } = setup();
    expect(await Promise.all(madeUp(50).map(find))).toEqual(Array(50).fill(null));
    expect(panel.calls).toBe(1);
    expect((await find('known-show'))?.title).toBe('known-show');
    expect(await Promise.all(madeUp(50).map(find))).toEqual(Array(50).fill(null));
    expect(panel.calls).toBe(1);
    expect(await store.stats()).toEqual({ entries: 1, absent: 0 });
  });

  it('finds a post published after the list was read once the list is older than the trust period', async () => {
    const { panel, find, advance } = setup();
    await find('known-show');
    panel.posts = [...panel.posts, post(2, 'new-show')];
    advance(POST_LIST_TRUST_MS - 1000);
    expect(await find('new-show')).toBeNull(); // the list is young: trusted, no call
    expect(panel.calls).toBe(1);
    advance(1000);
    const found = await Promise.all([find('new-show'), ...madeUp(20).map(find)]);
    expect(found[0]?.title).toBe('new-show');
    expect(found.slice(1)).toEqual(Array(20).fill(null));
    expect(panel.calls).toBe(2); // one reload, shared by all 21 lookups
    expect(await Promise.all(madeUp(20).map(find))).toEqual(Array(20).fill(null));
    expect(panel.calls).toBe(2);
  });

  it('tries a failing panel once per trust period: a slug it lacks is a 503 meanwhile, never a false 404', async () => {
    const { panel, find, advance } = setup();
    await find('known-show');
    panel.down = true;
    advance(POST_LIST_TRUST_MS);
    for (const slug of madeUp(30)) {
      await expect(find(slug)).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    }
    expect(panel.calls).toBe(2);
    // What the list holds is still served.
    expect((await find('known-show'))?.title).toBe('known-show');
    advance(POST_LIST_TRUST_MS);
    panel.down = false;
    expect(await find('made-up-again')).toBeNull();
    expect(panel.calls).toBe(3);
  });
});
