import { describe, expect, it } from 'vitest';
import { BRANDS, CONTACT_FORM_PANEL, PANELS, brandByKey, type PanelName } from './brands';
import { POST_KIND_KEYS, kindByMenuKey, postKind } from './post-kinds';

/**
 * The agency's endpoint table, as rules of a brand's own panel: a sixth brand on an existing panel
 * follows its panel's rules.
 */
describe('which panel answers which call', () => {
  const own = (panel: PanelName, ...panels: PanelName[]) => panels.includes(panel);

  it('about-us contents: the creative agency, digital or music panel, else main', () => {
    for (const { key, backends } of BRANDS) {
      const expected = own(backends.own, 'jabuticaba', 'digital', 'music') ? backends.own : 'main';
      expect(backends.contents, key).toBe(expected);
    }
  });

  it('social medias, contact infos and the scouting and favourites forms: creative agency or digital, else main', () => {
    for (const { key, backends } of BRANDS) {
      const expected = own(backends.own, 'jabuticaba', 'digital') ? backends.own : 'main';
      expect(backends.contacts, key).toBe(expected);
      expect(backends.forms, key).toBe(expected);
    }
  });

  it('the contact form goes to main for every brand', () => {
    expect(CONTACT_FORM_PANEL).toBe('main');
  });

  it('every panel is some brand’s own, the main brand’s being main', () => {
    for (const panel of PANELS)
      expect(
        BRANDS.some((b) => b.backends.own === panel),
        panel,
      ).toBe(true);
    expect(brandByKey('cq-empresariamento').backends.own).toBe('main');
  });
});

describe('post kinds', () => {
  it('a brand has pages for exactly the kinds of post its menu links', () => {
    for (const brand of BRANDS) {
      const menu = [...brand.menu.left, ...brand.menu.right];
      const linked = POST_KIND_KEYS.filter((kind) => postKind(kind).menuKeys.some((key) => menu.includes(key)));
      expect([...brand.postKinds].sort(), brand.key).toEqual(linked.sort());
      for (const key of menu) {
        const kind = kindByMenuKey(key);
        if (kind) expect(brand.postKinds, `${brand.key} ${key}`).toContain(kind);
      }
    }
  });

  it('lists on a brand’s root the kind of its content, which it has pages for', () => {
    for (const brand of BRANDS) {
      const home = POST_KIND_KEYS.filter((kind) => postKind(kind).homeOf === brand.content);
      expect(home.length, brand.key).toBeLessThanOrEqual(1);
      for (const kind of home) expect(brand.postKinds, brand.key).toContain(kind);
    }
  });

  it('music and cultural have no blog (their panels carry none and their menus link none)', () => {
    expect(brandByKey('music').postKinds).not.toContain('BLOG');
    expect(brandByKey('cultural').postKinds).not.toContain('BLOG');
  });
});
