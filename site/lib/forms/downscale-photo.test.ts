import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_LONG_SIDE_MAX } from './downscale-photo';

describe('fitWithin', () => {
  it('keeps photos whose long side is within the limit', () => {
    expect(fitWithin(2400, 1600, PHOTO_LONG_SIDE_MAX)).toEqual({ width: 2400, height: 1600 });
  });

  it('scales portrait and landscape photos so the long side is 2400 px', () => {
    expect(fitWithin(3000, 4000, PHOTO_LONG_SIDE_MAX)).toEqual({ width: 1800, height: 2400 });
    expect(fitWithin(6000, 4000, PHOTO_LONG_SIDE_MAX)).toEqual({ width: 2400, height: 1600 });
  });
});
