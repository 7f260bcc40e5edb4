import { describe, expect, it } from 'vitest';
import { brandCssVariables, contrastRatio, textOnColor } from './brand-theme';

describe('textOnColor (only black passes on the light brand colours)', () => {
  it('puts black on yellow, green and orange', () => {
    expect(textOnColor('#FEE600')).toBe('#000000');
    expect(textOnColor('#93AE06')).toBe('#000000');
    expect(textOnColor('#FC6606')).toBe('#000000');
  });
  it('puts white on black', () => {
    expect(textOnColor('#000000')).toBe('#ffffff');
  });
  it('agrees with the guide that white on the orange is about 3:1', () => {
    expect(contrastRatio('#FC6606', '#ffffff')).toBeCloseTo(3.0, 0);
  });
});

describe('brandCssVariables', () => {
  it('exposes the accent and its text colour, falling back to black on bad input', () => {
    expect(brandCssVariables('#93AE06')).toEqual({ '--brand-color': '#93AE06', '--brand-on-color': '#000000' });
    expect(brandCssVariables('red')).toEqual({ '--brand-color': '#000000', '--brand-on-color': '#ffffff' });
  });
});
