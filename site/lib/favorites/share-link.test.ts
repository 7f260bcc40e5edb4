import { describe, expect, it } from 'vitest';
import { buildShareUrl, MAX_SHARED_IDS, parseSharedIds } from './share-link';

describe('parseSharedIds', () => {
  it('reads comma-separated ids in link order', () => {
    expect(parseSharedIds('1,2,3')).toEqual(['1', '2', '3']);
  });

  it('trims, drops empty parts, duplicates and anything that is not an id', () => {
    expect(parseSharedIds(' 4 ,,4,<script>,5')).toEqual(['4', '5']);
  });

  it('gives no ids for a missing or empty value', () => {
    expect(parseSharedIds(null)).toEqual([]);
    expect(parseSharedIds('')).toEqual([]);
  });

  it('stops at the maximum', () => {
    const many = Array.from({ length: 100 }, (_, i) => String(i)).join(',');
    expect(parseSharedIds(many)).toHaveLength(MAX_SHARED_IDS);
  });
});

describe('buildShareUrl', () => {
  it('builds /favoritos?ids=1,2,3 on the same origin', () => {
    expect(buildShareUrl('http://localhost:3000', 'pt', ['1', '2', '3'])).toBe(
      'http://localhost:3000/favoritos?ids=1,2,3',
    );
  });

  it('keeps the English prefix', () => {
    expect(buildShareUrl('https://cqdigital.com.br', 'en', ['7'])).toBe('https://cqdigital.com.br/en/favoritos?ids=7');
  });

  it('round-trips through parseSharedIds', () => {
    const url = new URL(buildShareUrl('http://localhost:3000', 'pt', ['10', '20']));
    expect(parseSharedIds(url.searchParams.get('ids'))).toEqual(['10', '20']);
  });
});
