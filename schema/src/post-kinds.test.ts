import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import {
  brandsWithKind,
  GENERIC_ROUTE_KINDS,
  homeKindOf,
  kindByMenuKey,
  kindBySegment,
  POST_KIND_KEYS,
  POST_KINDS,
  postListPath,
  postPagePath,
} from './post-kinds';

describe('post-kind table', () => {
  it('gives every kind its own route segment, back-end type and menu entry', () => {
    for (const field of ['segment', 'restType', 'menuKey'] as const) {
      const values = POST_KIND_KEYS.map((kind) => POST_KINDS[kind][field]);
      expect(new Set(values).size).toBe(values.length);
    }
    for (const kind of POST_KIND_KEYS) {
      expect(kindBySegment(POST_KINDS[kind].segment)).toBe(kind);
      expect(kindByMenuKey(POST_KINDS[kind].menuKey!)).toBe(kind);
    }
    expect(kindBySegment('sobre-nos')).toBeNull();
  });

  it('lists a kind on the root of the brands whose content it is, and on its own page where it has one', () => {
    expect(homeKindOf('events')).toBe('EVENT');
    expect(homeKindOf('shows')).toBe('SHOW');
    expect(homeKindOf('talents')).toBeNull();
    // Events have their own list page besides the music root: a post's language switch leads there.
    expect(postListPath('EVENT')).toBe('/eventos');
    expect(postListPath('SHOW')).toBe('/');
    expect(postListPath('HIGHLIGHT', 'filmes')).toBe('/destaques/filmes');
    expect(postListPath('PUBLICATION')).toBe('/publicacoes');
  });

  it('builds each kind’s page paths', () => {
    const post = { id: 12, slug: 'show-de-verao', category: 'filmes' };
    expect(postPagePath('EVENT', post)).toBe('/eventos/12/show-de-verao');
    expect(postPagePath('LECTURE', post)).toBe('/palestras/12/show-de-verao');
    expect(postPagePath('BLOG', post)).toBe('/blog/show-de-verao');
    expect(postPagePath('HIGHLIGHT', post)).toBe('/destaques/filmes/show-de-verao');
    expect(postPagePath('PUBLICATION', post)).toBe('/publicacoes');
  });

  it('serves the agenda kinds from the generic routes, and reads which brands have a kind from the brand table', () => {
    expect(GENERIC_ROUTE_KINDS).toEqual(['EVENT', 'SHOW', 'WORKSHOP', 'LECTURE']);
    expect(brandsWithKind('WORKSHOP')).toEqual(['cultural']);
    // Music and cultural have no blog: their menus link none, so /blog is a 404 there.
    expect(brandsWithKind('BLOG')).toEqual(['cq-empresariamento', 'jabuticaba', 'digital']);
  });

  it('names highlight categories that brands offering the kind can feature', () => {
    for (const kind of POST_KIND_KEYS) {
      const category = POST_KINDS[kind].highlightCategory;
      if (!category) continue;
      const offered = BRANDS.filter((brand) => brand.highlightCategories.includes(category));
      expect(offered.length, `${kind}: no brand offers /destaques/${category}`).toBeGreaterThan(0);
    }
  });
});
