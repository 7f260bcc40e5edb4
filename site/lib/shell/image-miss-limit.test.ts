import { describe, expect, it } from 'vitest';
import { createImageMissLimiter } from './image-miss-limit.mjs';

describe('the per-address limit on image optimizer misses', () => {
  it('refuses an address after `limit` misses until its window ends, and leaves others alone', () => {
    let clock = 0;
    const limiter = createImageMissLimiter({ limit: 3, windowMs: 60_000, now: () => clock });
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.retryAfter('203.0.113.9')).toBe(0);
      limiter.miss('203.0.113.9');
    }
    expect(limiter.retryAfter('203.0.113.9')).toBe(60);
    expect(limiter.retryAfter('198.51.100.1')).toBe(0);
    clock = 59_500;
    expect(limiter.retryAfter('203.0.113.9')).toBe(1);
    clock = 60_000;
    expect(limiter.retryAfter('203.0.113.9')).toBe(0);
  });

  it('stays bounded whatever the number of addresses (a flood of made-up sources)', () => {
    const limiter = createImageMissLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100, now: () => 0 });
    for (let i = 0; i < 10_000; i += 1) limiter.miss(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size()).toBe(100);
  });
});
