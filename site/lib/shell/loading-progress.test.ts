import { describe, expect, it } from 'vitest';
import { loadingProgress } from './loading-progress';

describe('loadingProgress (duration 5000 ms)', () => {
  it('starts at 0 and grows with every tick', () => {
    expect(loadingProgress(0)).toBe(0);
    let previous = 0;
    for (let ms = 100; ms <= 5000; ms += 100) {
      const p = loadingProgress(ms);
      expect(p).toBeGreaterThan(previous);
      previous = p;
    }
  });
  it('reaches 95% at the duration and stays there while work goes on', () => {
    expect(loadingProgress(5000)).toBeCloseTo(0.95, 6);
    expect(loadingProgress(20_000)).toBeCloseTo(0.95, 6);
  });
  it('is past half way after a second', () => {
    expect(loadingProgress(1000)).toBeGreaterThan(0.45);
  });
});
