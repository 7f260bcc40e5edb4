import { describe, expect, it } from 'vitest';
import { nextSelection } from './selection';

describe('nextSelection', () => {
  it('selects a brand from none', () => {
    expect(nextSelection(null, 'music')).toBe('music');
  });
  it('switches to another brand', () => {
    expect(nextSelection('music', 'digital')).toBe('digital');
  });
  it('deselects on a second click of the same brand', () => {
    expect(nextSelection('music', 'music')).toBeNull();
  });
});
