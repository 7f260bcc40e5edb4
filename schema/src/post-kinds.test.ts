import { describe, expect, it } from 'vitest';
import { BRANDS, PANELS } from './brands';
import {
  brandsWithKind,
  GENERIC_ROUTE_KINDS,
  homeKindOf,
  kindByMenuKey,
  kindBySegment,
  LISTED_POST_TYPES,
  panelOfPostType,
  POST_KIND_KEYS,
  POST_KINDS,
  postKind,
  postListPath,
  postPagePath,
} from './post-kinds';

describe('post-kind table', () => {
  it('gives every kind its own route segment, back-end type and menu entries', () => {
    for (const field of ['segment', 'restType'] as const) {
      const values = POST_KIND_KEYS.map((kind) => postKind(kind)[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    const menuKeys = POST_KIND_KEYS.flatMap((kind) => postKind(kind).menuKeys);
    expect(new Set(menuKeys).size).toBe(menuKeys.length);
    for (const kind of POST_KIND_KEYS) {
      expect(kindBySegment(postKind(kind).segment)).toBe(kind);
      for (const key of postKind(kind).menuKeys) expect(kindByMenuKey(key)).toBe(kind);
      expect(postKind(kind).description, kind).toMatch(/\.$/);
    }
    expect(kindBySegment('sobre-nos')).toBeNull();
  });

  it('gives every kind with pages of its own a list title, and a kind listed on a root that root’s content', () => {
    for (const kind of POST_KIND_KEYS) {
      const { listPage, detailPage, homeOf, titleKey } = postKind(kind);
      if (listPage === 'own' || listPage === 'home' || detailPage === 'id-slug') expect(titleKey, kind).not.toBeNull();
      if (listPage === 'home') expect(homeOf, kind).not.toBeNull();
      if (homeOf) expect(homeKindOf(homeOf)).toBe(kind);
    }
    expect(homeKindOf('talents')).toBeNull();
  });

  it('lays out a page per post where the generic detail route serves one, and shows its sections from distinct fields', () => {
    for (const kind of POST_KIND_KEYS) {
      const { detailPage, profile, sections } = postKind(kind);
      expect(profile !== null, kind).toBe(detailPage === 'id-slug');
      const fields = sections.map((s) => s.field);
      expect(new Set(fields).size, kind).toBe(fields.length);
    }
  });

  it('lists the generic-route kinds, each on a brand that has it', () => {
    expect(GENERIC_ROUTE_KINDS.length).toBeGreaterThan(0);
    for (const kind of POST_KIND_KEYS) {
      const { listPage, detailPage } = postKind(kind);
      expect(GENERIC_ROUTE_KINDS.includes(kind as never), kind).toBe(listPage === 'own' || detailPage === 'id-slug');
      expect(brandsWithKind(kind).length, `${kind}: no brand has it`).toBeGreaterThan(0);
    }
  });

  it('reads a kind from the panel it names for every brand, or from each brand’s own', () => {
    for (const kind of POST_KIND_KEYS) {
      const { panel, restType, listCall } = postKind(kind);
      expect(panelOfPostType(restType)).toBe(panel);
      if (panel) expect(PANELS).toContain(panel);
      expect(LISTED_POST_TYPES.includes(restType as never), kind).toBe(listCall === 'posts.list');
    }
    expect(panelOfPostType('constructor')).toBeNull();
  });

  it('builds each kind’s list and page paths from its segment', () => {
    const post = { id: 12, slug: 'show-de-verao', category: 'filmes' };
    for (const kind of POST_KIND_KEYS) {
      const { segment, listPage, detailPage } = postKind(kind);
      const list = postListPath(kind, 'filmes');
      expect(list, kind).toBe(
        listPage === 'home' ? '/' : detailPage === 'category-slug' ? `/${segment}/filmes` : `/${segment}`,
      );
      const page = postPagePath(kind, post);
      if (detailPage === 'none') expect(page, kind).toBe(list);
      else expect(page.startsWith(`/${segment}/`), kind).toBe(true);
    }
    // One path of each shape: id and slug, slug alone.
    expect(postPagePath('EVENT', post)).toBe('/eventos/12/show-de-verao');
    expect(postPagePath('BLOG', post)).toBe('/blog/show-de-verao');
    expect(postPagePath('HIGHLIGHT', post)).toBe('/destaques/filmes/show-de-verao');
    expect(postListPath('SHOW')).toBe('/');
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
