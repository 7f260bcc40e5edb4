import { describe, expect, it } from 'vitest';
import { encodeRevalidation, parseRevalidation, readTags, revalidationTags } from './site-cache.mjs';

describe('site cache tags', () => {
  it('tags a read with everything and its brand, or the shared reads when no brand owns it', () => {
    expect(readTags('music')).toEqual(['content', 'content:music']);
    expect(readTags(null)).toEqual(['content', 'content:shared']);
  });

  it('revalidates a brand for a hook that names one, the shared reads with a whole brand or its options', () => {
    expect(revalidationTags({ brand: 'music', type: 'posts' })).toEqual(['content:music']);
    expect(revalidationTags({ brand: 'music' })).toEqual(['content:music', 'content:shared']);
    expect(revalidationTags({ brand: 'digital', type: 'options' })).toEqual(['content:digital', 'content:shared']);
  });

  it('revalidates everything for a hook without a brand', () => {
    expect(revalidationTags({})).toEqual(['content']);
    expect(revalidationTags({ type: 'talent' })).toEqual(['content']);
  });

  it('reads back what it announces, and nothing else', () => {
    expect(parseRevalidation(encodeRevalidation(['content:music', 'content:music']))).toEqual(['content:music']);
    for (const raw of [
      'not json',
      '{}',
      '{"tags":[]}',
      '{"tags":"content"}',
      '{"tags":["_N_T_/en"]}',
      '{"tags":["content:Music"]}',
      JSON.stringify({ tags: Array.from({ length: 17 }, (_, i) => `content:b${i}`) }),
    ]) {
      expect(parseRevalidation(raw), raw).toBeNull();
    }
  });
});
