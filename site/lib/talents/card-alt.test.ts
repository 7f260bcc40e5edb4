import { describe, expect, it } from 'vitest';
import { cardImageAlt } from './card-alt';

describe('cardImageAlt', () => {
  it('keeps a description that says more than the name', () => {
    expect(cardImageAlt('Amélie Monteiro on set, black and white', 'Amélie Monteiro')).toBe(
      'Amélie Monteiro on set, black and white',
    );
  });

  it('drops an alt that only repeats the name shown beside the photo', () => {
    expect(cardImageAlt('Amélie Monteiro', 'Amélie Monteiro')).toBe('');
    expect(cardImageAlt(' amélie monteiro ', 'Amélie Monteiro')).toBe('');
  });

  it('makes a photo without alt decorative instead of naming it again', () => {
    expect(cardImageAlt('', 'Amélie Monteiro')).toBe('');
    expect(cardImageAlt(null, 'Amélie Monteiro')).toBe('');
  });
});
