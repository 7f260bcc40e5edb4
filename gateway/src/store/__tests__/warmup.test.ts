import { describe, expect, it } from 'vitest';
import { runWarmup } from '../warmup';

describe('runWarmup', () => {
  it('runs every load, a few at a time, and counts failures without stopping', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const loads = Array.from({ length: 10 }, (_, i) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      if (i === 3) throw new Error('back-end down');
      done.push(i);
    });
    const warnings: unknown[] = [];
    await runWarmup(loads, { info: () => undefined, warn: (details: unknown) => warnings.push(details) } as never, 3);
    expect(most).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 5, 6, 7, 8, 9]);
    expect(warnings).toEqual([{ failed: 1, total: 10 }]);
  });
});
