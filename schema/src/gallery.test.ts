import { describe, expect, it } from 'vitest';
import { GALLERY } from './gallery';

describe('gallery constants', () => {
  it('expands an event gallery at 180 px, a profile gallery at 280 px or 20 % in view', () => {
    expect(GALLERY.eventScrollOffset).toBe(180);
    expect(GALLERY.profileScrollOffset).toBe(280);
    expect(GALLERY.visibility).toBe(0.2);
  });
});
