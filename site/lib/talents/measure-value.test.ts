import { describe, expect, it } from 'vitest';
import { measureText } from './measure-value';

describe('measureText', () => {
  const height = { key: 'height', metric: '178cm', imperial: `5'10"` };
  const jeans = { key: 'jeans', metric: '38', imperial: null };

  it('shows metric or imperial as chosen', () => {
    expect(measureText(height, 'metric')).toBe('178cm');
    expect(measureText(height, 'imperial')).toBe(`5'10"`);
  });

  it('falls back to metric when there is no imperial form', () => {
    expect(measureText(jeans, 'imperial')).toBe('38');
  });
});
