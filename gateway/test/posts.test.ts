import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

interface Card {
  id: string;
  slug: string;
  kind: string;
  title: string;
  path: string;
  cover: { url: string } | null;
  coverVideo: { __typename: string } | null;
  createdAt: string;
}
interface Connection {
  totalCount: number;
  letters: string[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: Card[];
}

const CARD = 'id slug kind title path cover { url } coverVideo { __typename } createdAt excerpt';
const POSTS = `query($brand: BrandKey!, $kind: PostKind!, $locale: Locale, $search: String, $letter: String, $first: Int, $after: String) {
  posts(brand: $brand, kind: $kind, locale: $locale, search: $search, letter: $letter, first: $first, after: $after) {
    totalCount letters pageInfo { hasNextPage endCursor } nodes { ${CARD} } } }`;
const MEDIA = `__typename ... on Image { url } ... on HostedVideo { url } ... on YoutubeVideo { videoId embedUrl }
  ... on VimeoVideo { videoId hash embedUrl }`;
const POST = `query($brand: BrandKey!, $kind: PostKind!, $slug: String, $id: ID, $category: String, $locale: Locale) {
  post(brand: $brand, kind: $kind, slug: $slug, id: $id, category: $category, locale: $locale) {
    id slug kind title path locale createdAt cover { url } description content slides { ${MEDIA} } firstVideo { ${MEDIA} }
    images { url } sections { key html } sinopse { subtitle year description } awards { title year cover { url } }
    spotifyUrl category previous { id title path } next { id title path } } }`;

async function posts(variables: Record<string, unknown>): Promise<Connection> {
  const answer = await stack.gql<{ posts: Connection }>(POSTS, { first: 100, ...variables });
  expect(answer.errors).toBeUndefined();
  return answer.data!.posts;
}

type PostAnswer = Record<string, unknown> & {
  id: string;
  path: string;
  sections: { key: string; html: string }[];
  slides: { __typename: string; url?: string; embedUrl?: string; hash?: string | null }[];
  previous: { id: string } | null;
  next: { id: string } | null;
};

async function post(variables: Record<string, unknown>): Promise<PostAnswer | null> {
  const answer = await stack.gql<{ post: PostAnswer | null }>(POST, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.post;
}

describe('post lists', () => {
  const PATHS: [brand: string, kind: string, pattern: RegExp][] = [
    ['MUSIC', 'EVENT', /^\/eventos\/\d+\/[a-z0-9-]+$/],
    ['CULTURAL', 'SHOW', /^\/espetaculos\/\d+\/[a-z0-9-]+$/],
    ['CULTURAL', 'WORKSHOP', /^\/workshop\/\d+\/[a-z0-9-]+$/],
    ['CULTURAL', 'LECTURE', /^\/palestras\/\d+\/[a-z0-9-]+$/],
    ['CQ_EMPRESARIAMENTO', 'BLOG', /^\/blog\/[a-z0-9-]+$/],
    ['CULTURAL', 'PUBLICATION', /^\/publicacoes$/],
  ];

  it.each(PATHS)('lists %s %s with card paths of the route table', async (brand, kind, pattern) => {
    const list = await posts({ brand, kind });
    expect(list.totalCount).toBeGreaterThan(0);
    for (const card of list.nodes) {
      expect(card.kind).toBe(kind);
      expect(card.path).toMatch(pattern);
      if (card.cover) expect(card.cover.url).toMatch(/^http:\/\/[^/]+\/(main|music|cultural)\/storage\/.+/);
    }
  });

  it('slugifies the title for show paths', async () => {
    const shows = await posts({ brand: 'CULTURAL', kind: 'SHOW' });
    const show = shows.nodes[0]!;
    const slug = show.title
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    expect(show.path).toBe(`/espetaculos/${show.id}/${slug}`);
  });

  it('filters to the locale', async () => {
    const pt = await posts({ brand: 'MUSIC', kind: 'EVENT' });
    const en = await posts({ brand: 'MUSIC', kind: 'EVENT', locale: 'EN' });
    expect(en.totalCount).toBeGreaterThan(0);
    const ptTitles = new Set(pt.nodes.map((p) => p.title));
    expect(en.nodes.some((p) => !ptTitles.has(p.title))).toBe(true);
    const full = await post({ brand: 'MUSIC', kind: 'EVENT', id: en.nodes[0]!.id, locale: 'EN' });
    expect(full!.locale).toBe('EN');
  });

  it('searches and filters by letter on the title, and paginates with cursors', async () => {
    const all = await posts({ brand: 'CULTURAL', kind: 'WORKSHOP' });
    const word = all.nodes[0]!.title.split(' ')[0]!;
    const found = await posts({ brand: 'CULTURAL', kind: 'WORKSHOP', search: word.toLowerCase() });
    expect(found.nodes.length).toBeGreaterThan(0);
    expect(found.nodes.every((p) => p.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const letter = all.letters[0]!;
    const byLetter = await posts({ brand: 'CULTURAL', kind: 'WORKSHOP', letter });
    expect(byLetter.nodes.every((p) => p.title.normalize('NFD').charAt(0).toUpperCase() === letter)).toBe(true);
    const page1 = await posts({ brand: 'CULTURAL', kind: 'WORKSHOP', first: 3 });
    const page2 = await posts({ brand: 'CULTURAL', kind: 'WORKSHOP', first: 100, after: page1.pageInfo.endCursor });
    expect([...page1.nodes, ...page2.nodes].map((p) => p.id)).toEqual(all.nodes.map((p) => p.id));
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it('lists highlights of a brand category and refuses categories of other brands', async () => {
    const answer = await stack.gql<{ highlights: Connection }>(
      `{ highlights(brand: CQ_EMPRESARIAMENTO, category: "filmes") { totalCount nodes { ${CARD} } } }`,
    );
    const list = answer.data!.highlights;
    expect(list.totalCount).toBeGreaterThan(0);
    for (const card of list.nodes) expect(card.path).toMatch(/^\/destaques\/filmes\/[a-z0-9-]+$/);
    const wrong = await stack.gql(`{ highlights(brand: MUSIC, category: "filmes") { totalCount } }`);
    expect(wrong.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('single posts', () => {
  it('finds a post by slug and by id, with neighbours in list order', async () => {
    const list = await posts({ brand: 'MUSIC', kind: 'EVENT' });
    const second = list.nodes[1]!;
    const bySlug = await post({ brand: 'MUSIC', kind: 'EVENT', slug: second.slug });
    const byId = await post({ brand: 'MUSIC', kind: 'EVENT', id: second.id });
    expect(bySlug).toEqual(byId);
    expect(bySlug!.previous!.id).toBe(list.nodes[0]!.id);
    expect(bySlug!.next!.id).toBe(list.nodes[2]!.id);
    expect(await post({ brand: 'MUSIC', kind: 'EVENT', slug: 'no-such-event' })).toBeNull();
  });

  it('gives workshops and lectures only their non-empty pop-up sections', async () => {
    const seen = new Set<string>();
    for (const kind of ['WORKSHOP', 'LECTURE'] as const) {
      const list = await posts({ brand: 'CULTURAL', kind });
      for (const card of list.nodes) {
        const full = (await post({ brand: 'CULTURAL', kind, id: card.id }))!;
        const allowed =
          kind === 'WORKSHOP'
            ? ['conteudo', 'cronograma', 'sobre_professor']
            : ['tema', 'publico_alvo', 'release_palestrante'];
        for (const section of full.sections) {
          expect(allowed).toContain(section.key);
          expect(section.html.trim()).not.toBe('');
          expect(section.html).not.toMatch(/<script/i);
        }
        seen.add(`${kind}:${full.sections.length}`);
      }
    }
    // Some posts leave fields empty, so the number of sections varies.
    expect([...seen].filter((s) => s.startsWith('WORKSHOP')).length).toBeGreaterThan(1);
  });

  it('gives shows their sinopse, rider and prizes, and events their agenda, rider and Spotify link', async () => {
    const shows = await posts({ brand: 'CULTURAL', kind: 'SHOW' });
    const show = (await post({ brand: 'CULTURAL', kind: 'SHOW', id: shows.nodes[0]!.id }))!;
    expect(show.sinopse).not.toBeNull();
    expect(show.sections.every((s) => s.key === 'rider')).toBe(true);
    const events = await posts({ brand: 'MUSIC', kind: 'EVENT' });
    const full = await Promise.all(events.nodes.map((e) => post({ brand: 'MUSIC', kind: 'EVENT', id: e.id })));
    expect(full.some((e) => (e!.awards as unknown[]).length > 0)).toBe(true);
    const withSpotify = full.filter((e) => e!.spotifyUrl);
    expect(withSpotify.length).toBeGreaterThan(0);
    for (const e of withSpotify) expect(e!.spotifyUrl).toMatch(/^https:\/\//);
  });

  it('resolves media to absolute URLs on the right back-end and embeds videos with autoplay and mute', async () => {
    const kinds: [string, string, string][] = [
      ['MUSIC', 'EVENT', '/music/storage/'],
      ['CULTURAL', 'SHOW', '/cultural/storage/'],
      ['CQ_EMPRESARIAMENTO', 'BLOG', '/main/storage/'],
    ];
    const typenames = new Set<string>();
    for (const [brand, kind, mediaPath] of kinds) {
      const list = await posts({ brand, kind });
      for (const card of list.nodes) {
        const full = (await post({ brand, kind, id: card.id }))!;
        for (const slide of full.slides) {
          typenames.add(slide.__typename);
          if (slide.__typename === 'Image' || slide.__typename === 'HostedVideo') {
            expect(slide.url).toContain(`${stack.sandboxUrl}${mediaPath}`);
          }
          if (slide.__typename === 'YoutubeVideo') expect(slide.embedUrl).toMatch(/autoplay=1&mute=1$/);
          if (slide.__typename === 'VimeoVideo') {
            expect(slide.embedUrl).toMatch(/autoplay=1/);
            if (slide.hash) expect(slide.embedUrl).toContain(`h=${slide.hash}`);
          }
        }
      }
    }
    expect(typenames.has('Image')).toBe(true);
    expect([...typenames].some((t) => t !== 'Image')).toBe(true);
  });

  it('finds a highlight by slug within its category', async () => {
    const answer = await stack.gql<{ highlights: Connection }>(
      `{ highlights(brand: DIGITAL, category: "campanhas") { nodes { slug path } } }`,
    );
    const card = answer.data!.highlights.nodes[0]!;
    const full = await post({ brand: 'DIGITAL', kind: 'HIGHLIGHT', category: 'campanhas', slug: card.slug });
    expect(full!.path).toBe(card.path);
    expect(full!.category).toBe('campanhas');
  });
});

describe('post translations', () => {
  const TRANSLATED = `query($brand: BrandKey!, $kind: PostKind!, $slug: String, $id: ID, $category: String, $locale: Locale) {
    post(brand: $brand, kind: $kind, slug: $slug, id: $id, category: $category, locale: $locale) {
      id slug path locale translations { locale id slug path } } }`;
  interface Translated {
    id: string;
    slug: string;
    path: string;
    locale: string;
    translations: { locale: string; id: string; slug: string; path: string }[];
  }
  async function translated(variables: Record<string, unknown>): Promise<Translated> {
    const answer = await stack.gql<{ post: Translated | null }>(TRANSLATED, variables);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.post).not.toBeNull();
    return answer.data!.post!;
  }

  const KINDS: [brand: string, kind: string, category: string | null][] = [
    ['MUSIC', 'EVENT', null],
    ['CULTURAL', 'SHOW', null],
    ['CULTURAL', 'WORKSHOP', null],
    ['CULTURAL', 'LECTURE', null],
    ['JABUTICABA', 'BLOG', null],
    ['MUSIC', 'HIGHLIGHT', 'shows'],
  ];

  it.each(KINDS)('links a %s %s to its English version and back', async (brand, kind, category) => {
    const first =
      kind === 'HIGHLIGHT'
        ? (
            await stack.gql<{ highlights: Connection }>(
              `query($brand: BrandKey!, $category: String!) { highlights(brand: $brand, category: $category) { nodes { slug } } }`,
              { brand, category },
            )
          ).data!.highlights.nodes[0]!
        : (await posts({ brand, kind, locale: 'PT' })).nodes[0]!;
    const pt = await translated({ brand, kind, category, slug: first.slug, locale: 'PT' });
    expect(pt.locale).toBe('PT');
    expect(pt.translations).toHaveLength(1);
    const link = pt.translations[0]!;
    expect(link.locale).toBe('EN');
    expect(link.id).not.toBe(pt.id);

    // The linked version exists, is English and lives at the path the link gives.
    const en = await translated({ brand, kind, category, slug: link.slug, locale: 'EN' });
    expect(en).toMatchObject({ id: link.id, slug: link.slug, locale: 'EN', path: link.path });
    expect(en.translations).toEqual([{ locale: 'PT', id: pt.id, slug: pt.slug, path: pt.path }]);
  });
});
