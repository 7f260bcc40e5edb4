import { BRANDS } from '@agency/schema/brands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { BLOG_URL_JABUTICABA: 'https://blog.jabuticabacasting.com.br' } });
});
afterAll(() => stack?.close());

const MENU_ITEM = 'key kind href label children { key kind href label }';

interface MenuItem {
  key: string;
  kind: string;
  href: string | null;
  label: string | null;
  children: MenuItem[];
}
interface BrandAnswer {
  id: number;
  code: string;
  key: string;
  color: string;
  content: string;
  menu: { left: MenuItem[]; right: MenuItem[] };
  footerLinks: { network: string; url: string }[];
  footerContact: { email: string | null; phone: string | null } | null;
}

describe('brands and menus', () => {
  let brands: BrandAnswer[];
  beforeAll(async () => {
    const answer = await stack.gql<{ brands: BrandAnswer[] }>(
      `{ brands { id code key color content menu { left { ${MENU_ITEM} } right { ${MENU_ITEM} } }
         footerLinks { network url } footerContact { email phone } } }`,
    );
    expect(answer.errors).toBeUndefined();
    brands = answer.data!.brands;
  });
  const byKey = (key: string) => brands.find((b) => b.key === key)!;

  it("lists the brand table's brands in the group order with their colours", () => {
    const listed = brands.map((b) => [b.id, b.key, b.color, b.content]);
    expect(listed).toEqual(BRANDS.map((b) => [b.id, b.key, b.color, b.content.toUpperCase()]));
    expect(listed.slice(0, 5)).toEqual([
      [1, 'cq-empresariamento', '#000000', 'TALENTS'],
      [2, 'jabuticaba', '#93AE06', 'TALENTS'],
      [3, 'digital', '#FC6606', 'TALENTS'],
      [4, 'music', '#000000', 'EVENTS'],
      [5, 'cultural', '#FEE600', 'SHOWS'],
    ]);
  });

  it('gives each brand the menu keys of the brand table', () => {
    const keys = (b: BrandAnswer) => [b.menu.left.map((i) => i.key), b.menu.right.map((i) => i.key)];
    expect(keys(byKey('cq-empresariamento'))).toEqual([
      ['exclusive_artists', 'cq+', 'highlights', 'creative', 'about'],
      ['contact', 'blog', 'selective', 'publications', 'favorites'],
    ]);
    // Every brand, the table's keys in the table's order (a row added to the table included).
    for (const brand of BRANDS) {
      expect(keys(byKey(brand.key)), brand.key).toEqual([[...brand.menu.left], [...brand.menu.right]]);
    }
  });

  it('fills the dropdowns: categories, highlights per brand, brand switcher', () => {
    const main = byKey('cq-empresariamento');
    const exclusive = main.menu.left[0]!;
    expect(exclusive.kind).toBe('DROPDOWN');
    expect(exclusive.children.map((c) => c.href)).toEqual([
      '/jornalistas',
      '/todomundo',
      '/atrizes_atores',
      '/internacional',
      '/moda',
    ]);
    expect(main.menu.left[1]).toMatchObject({ key: 'cq+', kind: 'BRAND_SWITCHER' });
    const highlights = (key: string) =>
      byKey(key)
        .menu.left.find((i) => i.key === 'highlights')!
        .children.map((c) => c.href!.replace('/destaques/', ''));
    expect(highlights('cq-empresariamento')).toEqual(['filmes', 'series', 'novelas', 'premios', 'outros']);
    expect(highlights('jabuticaba')).toEqual(['publicidade', 'filmes', 'series', 'novelas', 'premios', 'outros']);
    expect(highlights('digital')).toEqual(['acoes', 'campanhas', 'eventos']);
    expect(highlights('music')).toEqual(['shows']);
    expect(highlights('cultural')).toEqual(['espetaculos', 'publicacoes', 'workshop', 'palestras']);
    expect(byKey('jabuticaba').menu.left[2]!.children.map((c) => [c.key, c.href])).toEqual([
      ['actresses', '/atrizes'],
      ['actors', '/atores'],
    ]);
  });

  it("fills the cultural 'shows' dropdown from the shows list", async () => {
    const shows = byKey('cultural').menu.left.find((i) => i.key === 'shows')!;
    const list = await stack.gql<{
      posts: { totalCount: number; nodes: { id: string; title: string; path: string }[] };
    }>('{ posts(brand: CULTURAL, kind: SHOW, first: 100) { totalCount nodes { id title path } } }');
    expect(shows.children.length).toBe(list.data!.posts.totalCount);
    expect(shows.children[0]).toMatchObject({
      kind: 'LINK',
      label: list.data!.posts.nodes[0]!.title,
      href: list.data!.posts.nodes[0]!.path,
    });
    expect(shows.children[0]!.href).toMatch(/^\/espetaculos\/\d+\/[a-z0-9-]+$/);
  });

  it.each(['PT', 'EN'])(
    "fills the cultural 'shows' dropdown with the %s shows: every link is a show of that language",
    async (locale) => {
      const answer = await stack.gql<{
        brand: { menu: { left: MenuItem[] } };
        posts: { totalCount: number; nodes: { id: string; title: string; path: string }[] };
      }>(
        `query($locale: Locale) {
          brand(key: CULTURAL) { menu(locale: $locale) { left { ${MENU_ITEM} } } }
          posts(brand: CULTURAL, kind: SHOW, locale: $locale, first: 100) { totalCount nodes { id title path } } }`,
        { locale },
      );
      expect(answer.errors).toBeUndefined();
      const shows = answer.data!.brand.menu.left.find((i) => i.key === 'shows')!;
      const list = answer.data!.posts;
      expect(list.totalCount).toBeGreaterThan(0);
      expect(shows.children.map((c) => [c.label, c.href])).toEqual(list.nodes.map((n) => [n.title, n.path]));
      // Each link opens: the show it names is found by id in that language.
      for (const child of shows.children.slice(0, 3)) {
        const id = /^\/espetaculos\/(\d+)\//.exec(child.href!)![1];
        const found = await stack.gql<{ post: { locale: string; path: string } | null }>(
          'query($id: ID, $locale: Locale) { post(brand: CULTURAL, kind: SHOW, id: $id, locale: $locale) { locale path } }',
          { id, locale },
        );
        expect(found.data!.post).toEqual({ locale, path: child.href });
      }
    },
  );

  it('links blog and publications inside the site unless an external URL is configured', () => {
    expect(byKey('cq-empresariamento').menu.right[1]).toMatchObject({ key: 'blog', kind: 'LINK', href: '/blog' });
    expect(byKey('cq-empresariamento').menu.right[3]).toMatchObject({ kind: 'LINK', href: '/publicacoes' });
    expect(byKey('jabuticaba').menu.right[1]).toMatchObject({
      key: 'blog',
      kind: 'EXTERNAL',
      href: 'https://blog.jabuticabacasting.com.br',
    });
  });

  it('builds footers: main = socials with links + e-mail + phone; digital and jabuticaba = two fixed links', () => {
    const main = byKey('cq-empresariamento');
    const networks = main.footerLinks.map((l) => l.network);
    expect(networks.slice(-2)).toEqual(['email', 'phone']);
    expect(main.footerLinks.every((l) => l.url !== '')).toBe(true);
    expect(main.footerLinks.find((l) => l.network === 'email')!.url).toMatch(/^mailto:/);
    expect(main.footerContact?.email).toBeTruthy();
    expect(byKey('digital').footerLinks).toHaveLength(2);
    expect(byKey('jabuticaba').footerLinks).toHaveLength(2);
    expect(byKey('jabuticaba').footerLinks[0]!.network).toBe('instagram');
    expect(byKey('digital').footerContact).toBeNull();
  });
});

// Host to brand is the brand table's pure brandForHost (schema/test/brands.test.ts).
describe('siteUrl', () => {
  it('gives other brands their site URL as seen from the current host', async () => {
    // Local brand ports follow SITE_PORT_BASE, as the stack's environment gives it.
    const base = Number(process.env.SITE_PORT_BASE || 3000);
    const answer = await stack.gql<Record<string, { siteUrl: string }>>(`{
      www: brand(key: MUSIC) { siteUrl(currentHost: "www.cqempresariamento.com.br") }
      bare: brand(key: MUSIC) { siteUrl(currentHost: "cqempresariamento.com.br") }
      local: brand(key: DIGITAL) { siteUrl(currentHost: "localhost:${base}") }
    }`);
    expect(answer.data).toEqual({
      www: { siteUrl: 'https://www.cqmusic.com.br' },
      bare: { siteUrl: 'https://cqmusic.com.br' },
      local: { siteUrl: `http://localhost:${base + 2}` },
    });
  });
});
