import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersQuery, normalizeLetter, normalizeSearch } from './filters';

describe('list filters from the URL', () => {
  it('accepts one A–Z letter in any case, else All', () => {
    expect(normalizeLetter('a')).toBe('A');
    expect(normalizeLetter(['m', 'x'])).toBe('M');
    expect(normalizeLetter('AB')).toBeNull();
    expect(normalizeLetter('1')).toBeNull();
    expect(normalizeLetter(undefined)).toBeNull();
  });

  it('trims and collapses the search, empty means none', () => {
    expect(normalizeSearch('  ana   lima ')).toBe('ana lima');
    expect(normalizeSearch('   ')).toBeNull();
    expect(normalizeSearch('x'.repeat(200))).toHaveLength(100);
  });

  it('writes ?q=&letra= in a stable order and nothing when unfiltered', () => {
    expect(filtersQuery({ search: 'ana lima', letter: 'A' })).toBe('?q=ana+lima&letra=A');
    expect(filtersQuery({ search: null, letter: null })).toBe('');
  });
});

describe('filtersFromSearch', () => {
  it('reads ?q=&letra= as the server does, and round-trips filtersQuery', () => {
    expect(filtersFromSearch('?q=%20Ana%20&letra=b')).toEqual({ search: 'Ana', letter: 'B' });
    expect(filtersFromSearch('')).toEqual({ search: null, letter: null });
    const filters = { search: 'ana lima', letter: 'A' };
    expect(filtersFromSearch(filtersQuery(filters))).toEqual(filters);
  });
});
