import { describe, expect, it } from 'vitest';
import { AGENDA_POST_PANELS, BRANDS, CONTACT_FORM_PANEL, brandByKey } from './brands';

describe('which panel answers which call', () => {
  it('about-us contents: the creative agency, digital or music panel, else main', () => {
    expect(BRANDS.map((b) => [b.key, b.backends.contents])).toEqual([
      ['cq-empresariamento', 'main'],
      ['jabuticaba', 'jabuticaba'],
      ['digital', 'digital'],
      ['music', 'music'],
      ['cultural', 'main'],
    ]);
  });

  it('social medias, contact infos and the scouting and favourites forms: creative agency or digital, else main', () => {
    for (const brand of BRANDS) {
      const expected = brand.key === 'jabuticaba' || brand.key === 'digital' ? brand.key : 'main';
      expect(brand.backends.contacts, brand.key).toBe(expected);
      expect(brand.backends.forms, brand.key).toBe(expected);
    }
  });

  it('the contact form goes to main for every brand', () => {
    expect(CONTACT_FORM_PANEL).toBe('main');
  });

  it('events from the music panel; shows, workshops and lectures from the cultural panel', () => {
    expect(AGENDA_POST_PANELS).toEqual({
      events: 'music',
      shows: 'cultural',
      workshop: 'cultural',
      palestras: 'cultural',
    });
  });

  it("each brand's own panel carries its name (the main brand's is 'main')", () => {
    expect(brandByKey('cq-empresariamento').backends.own).toBe('main');
    for (const key of ['jabuticaba', 'digital', 'music', 'cultural'] as const) {
      expect(brandByKey(key).backends.own).toBe(key);
    }
  });
});

describe('post kinds', () => {
  /** The menu entries that lead to a kind's pages. */
  const MENU_OF_KIND: Record<string, readonly string[]> = {
    EVENT: ['events'],
    SHOW: ['shows'],
    WORKSHOP: ['workshop'],
    LECTURE: ['palestras'],
    BLOG: ['blog'],
    PUBLICATION: ['publications', 'publications_l'],
    HIGHLIGHT: ['highlights'],
  };

  it('a brand has pages for exactly the kinds of post its menu links', () => {
    for (const brand of BRANDS) {
      const menu: readonly string[] = [...brand.menu.left, ...brand.menu.right];
      const linked = Object.keys(MENU_OF_KIND).filter((kind) => MENU_OF_KIND[kind]!.some((key) => menu.includes(key)));
      expect([...brand.postKinds].sort(), brand.key).toEqual(linked.sort());
    }
  });

  it('music and cultural have no blog (their panels carry none and their menus link none)', () => {
    expect(brandByKey('music').postKinds).not.toContain('BLOG');
    expect(brandByKey('cultural').postKinds).not.toContain('BLOG');
  });
});
