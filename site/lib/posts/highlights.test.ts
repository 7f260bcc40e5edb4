import { describe, expect, it } from 'vitest';
import { highlightLabelKey, isBrandHighlightCategory } from './highlights';

describe('highlight categories', () => {
  it('knows the brand table’s categories only (table-labels.test.ts checks their labels)', () => {
    expect(highlightLabelKey('filmes')).toBe('filmes');
    expect(highlightLabelKey('inventada')).toBeNull();
  });

  it('accepts only the brand categories', () => {
    const music = [{ slug: 'shows' }];
    expect(isBrandHighlightCategory(music, 'shows')).toBe(true);
    expect(isBrandHighlightCategory(music, 'filmes')).toBe(false);
  });
});
