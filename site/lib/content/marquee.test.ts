import { describe, expect, it } from 'vitest';
import { marqueeDurationMs } from './marquee';

describe('marqueeDurationMs', () => {
  it('gives 1900 ms per logo', () => {
    expect(marqueeDurationMs(10)).toBe(19_000);
    expect(marqueeDurationMs(0)).toBe(1900);
  });
});
