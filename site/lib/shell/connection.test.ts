import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './connection';

describe('prefetchAllowed (spec §4 connectivity)', () => {
  it('prefetches online on a fast connection', () => {
    expect(prefetchAllowed({ online: true, effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ online: true })).toBe(true);
  });
  it('skips offline, on 2g (and slow-2g) and in data-saver mode', () => {
    expect(prefetchAllowed({ online: false, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ online: true, effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ online: true, effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ online: true, effectiveType: '3g', saveData: true })).toBe(false);
  });
});
