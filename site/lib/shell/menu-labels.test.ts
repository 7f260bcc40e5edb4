import { describe, expect, it } from 'vitest';
import { labelMenu, menuLabel, type Catalogue } from './menu-labels';

const catalogue = (entries: Record<string, string>): Catalogue => ({
  has: (key) => Object.hasOwn(entries, key),
  text: (key) => entries[key]!,
});
const catalogues = {
  menu: catalogue({ exclusive_artists: 'Artistas Exclusivos', journalists: 'Jornalistas', shows: 'Espetáculos' }),
  categories: catalogue({ shows: 'Shows', filmes: 'Filmes' }),
};

describe('menuLabel', () => {
  it("keeps a content label as the panel gave it (a show's title)", () => {
    expect(menuLabel({ key: 'show-1', href: '/espetaculos/a-peca', label: 'A Peça' }, catalogues)).toBe('A Peça');
  });

  it("names a highlight category as its page does, even where the menu catalogue has the key (music's shows)", () => {
    expect(menuLabel({ key: 'shows', href: '/destaques/shows', label: null }, catalogues)).toBe('Shows');
    expect(menuLabel({ key: 'shows', href: '/espetaculos', label: null }, catalogues)).toBe('Espetáculos');
  });

  it('names other keys from the menu catalogue, and an unknown key by its words', () => {
    expect(menuLabel({ key: 'journalists', href: '/jornalistas', label: null }, catalogues)).toBe('Jornalistas');
    expect(menuLabel({ key: 'new_key-two', href: '/x', label: null }, catalogues)).toBe('new key two');
  });
});

describe('labelMenu', () => {
  it('labels every item and every child', () => {
    const [dropdown] = labelMenu(
      [
        {
          key: 'exclusive_artists',
          kind: 'DROPDOWN',
          href: null,
          label: null,
          children: [{ key: 'journalists', kind: 'LINK', href: '/jornalistas', label: null }],
        },
      ],
      catalogues,
    );
    expect(dropdown!.label).toBe('Artistas Exclusivos');
    expect(dropdown!.children[0]!.label).toBe('Jornalistas');
  });
});
