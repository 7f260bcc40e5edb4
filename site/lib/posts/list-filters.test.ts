import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from '@/lib/lists/filters';
import { letterOptions, listQuery, parseListFilters } from './list-filters';

describe('parseListFilters', () => {
  it('reads a trimmed search and an upper-cased letter', () => {
    expect(parseListFilters({ q: '  verão ', letra: 'b' })).toEqual({ search: 'verão', letter: 'B' });
  });

  it('reads a query string exactly as talent lists do (one bound, spaces collapsed)', () => {
    for (const q of ['  a   b  ', 'x'.repeat(200), 'Ângela']) {
      expect(parseListFilters({ q, letra: 'z' }).search).toBe(filtersFromSearch(`?q=${encodeURIComponent(q)}`).search);
    }
    expect(parseListFilters({ q: 'x'.repeat(200) }).search).toHaveLength(100);
  });

  it('ignores blank searches and anything but a single letter', () => {
    expect(parseListFilters({ q: '   ', letra: 'all' })).toEqual({ search: undefined, letter: undefined });
  });
});

describe('listQuery', () => {
  it('keeps both filters', () => {
    expect(listQuery({ search: 'a b', letter: 'C' })).toBe('?q=a+b&letra=C');
    expect(listQuery({})).toBe('');
  });
});

describe('letterOptions', () => {
  it('marks the letters present', () => {
    const options = letterOptions(['a', 'C']);
    expect(options).toHaveLength(26);
    expect(options.filter((o) => o.available).map((o) => o.letter)).toEqual(['A', 'C']);
  });
});
