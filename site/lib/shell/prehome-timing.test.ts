import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREHOME_CEILING_MS, prehomeRemainingMs } from './prehome-timing';

describe('prehomeRemainingMs', () => {
  it('ends 6 s after the images it shows have loaded', () => {
    expect(prehomeRemainingMs(1200, 1200, 300, 6000, 10_000)).toBe(6000);
    expect(prehomeRemainingMs(4000, 1200, 300, 6000, 10_000)).toBe(3200);
  });
  it('waits for the images no longer than the ceiling, counted from when the intro appeared', () => {
    expect(prehomeRemainingMs(2000, null, 0, 6000, 10_000)).toBe(8000);
    expect(prehomeRemainingMs(7000, 7000, 0, 6000, 10_000)).toBe(3000);
    // A page that took 12 s to arrive still shows its intro, for the same 10 s at most.
    expect(prehomeRemainingMs(12_500, null, 12_000, 6000, 10_000)).toBe(9500);
    expect(prehomeRemainingMs(13_000, 13_000, 12_000, 6000, 10_000)).toBe(6000);
  });
  it('is over at once past the ceiling', () => {
    expect(prehomeRemainingMs(12_000, null, 0, 6000, 10_000)).toBe(0);
    expect(prehomeRemainingMs(12_000, 11_000, 0, 6000, 10_000)).toBe(0);
  });
  it("takes the shell's 6 s and 10 s by default", () => {
    expect(prehomeRemainingMs(0, 0, 0)).toBe(6000);
    expect(prehomeRemainingMs(0, null, 0)).toBe(10_000);
  });
});

describe('the CSS ceiling (pages whose scripts never run)', () => {
  it('steps the intro aside after PREHOME_CEILING_MS, as the script does', () => {
    const css = readFileSync(
      path.resolve(import.meta.dirname, '../../components/shell/prehome-intro.module.css'),
      'utf8',
    );
    const delay = /animation:\s*step-aside\b.*\s(\d+(?:\.\d+)?)s\s+forwards/.exec(css)?.[1];
    expect(Number(delay) * 1000).toBe(PREHOME_CEILING_MS);
  });
});
