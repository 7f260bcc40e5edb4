import { describe, expect, it } from 'vitest';
import { favoritesList, mergeFavorites, parseFavorites, removeFavorite, toggleFavorite } from './map';
import type { FavoriteTalent } from './types';

const ana: FavoriteTalent = {
  id: '12',
  name: 'Ana Lima',
  slug: 'ana-lima',
  cover: { url: 'http://x/a.jpg', alt: 'Ana' },
};
const bia: FavoriteTalent = { id: '15', name: 'Bia Reis', slug: 'bia-reis', cover: null };

describe('favourites map', () => {
  it('adds a talent keyed by its id, then removes it on the second toggle', () => {
    const first = toggleFavorite({}, ana);
    expect(first).toEqual({ map: { '12': ana }, added: true });
    const second = toggleFavorite(first.map, ana);
    expect(second).toEqual({ map: {}, added: false });
  });

  it('keeps the whole talent object', () => {
    const withMeasures = { ...ana, measures: [{ key: 'height', metric: '170cm', imperial: `5'7"` }] };
    expect(toggleFavorite({}, withMeasures).map['12']).toEqual(withMeasures);
  });

  it('removes only the given id and returns the same map when absent', () => {
    const map = { '12': ana, '15': bia };
    expect(removeFavorite(map, '12')).toEqual({ '15': bia });
    expect(removeFavorite(map, '99')).toBe(map);
  });

  it('merges a shared selection without overwriting entries already there', () => {
    const renamed = { ...ana, name: 'Changed' };
    const merged = mergeFavorites({ '12': ana }, [renamed, bia]);
    expect(merged).toEqual({ '12': ana, '15': bia });
    expect(favoritesList(merged).map((t) => t.id)).toEqual(['12', '15']);
  });
});

describe('parseFavorites (stored or supplied value)', () => {
  it('reads a JSON string as localStorage holds it', () => {
    expect(parseFavorites(JSON.stringify({ '12': ana }))).toEqual({ '12': ana });
  });

  it('accepts an already parsed object supplied at start-up', () => {
    expect(parseFavorites({ '15': bia })).toEqual({ '15': bia });
  });

  it('drops malformed entries and entries stored under another id', () => {
    expect(parseFavorites({ '12': ana, '13': { id: '13' }, '99': bia, x: 'text' })).toEqual({ '12': ana });
  });

  it('gives an empty map for broken JSON, arrays and null', () => {
    expect(parseFavorites('{not json')).toEqual({});
    expect(parseFavorites('[1,2]')).toEqual({});
    expect(parseFavorites(null)).toEqual({});
  });
});
