import { describe, expect, it } from 'vitest';
import { DEVICE_WIDTHS, IMAGE_WIDTHS, LIGHTBOX_WIDTHS } from './image-widths';

describe('image widths', () => {
  it('the lightbox asks the optimizer only for widths it serves (any other is refused)', () => {
    const served = new Set([...DEVICE_WIDTHS, ...IMAGE_WIDTHS]);
    expect(LIGHTBOX_WIDTHS.filter((w) => !served.has(w))).toEqual([]);
  });
});
