import { describe, expect, it } from 'vitest';
import { CLOSED_GALLERY, dismissFullScreenGallery, fullScreenGalleryAfterScroll, GALLERY } from './gallery';

describe('event full-screen gallery', () => {
  const offset = GALLERY.eventScrollOffset;

  it('opens at a scroll of 180 px or more, not before', () => {
    expect(offset).toBe(180);
    expect(fullScreenGalleryAfterScroll(CLOSED_GALLERY, 179, offset).open).toBe(false);
    expect(fullScreenGalleryAfterScroll(CLOSED_GALLERY, 180, offset).open).toBe(true);
    expect(fullScreenGalleryAfterScroll(CLOSED_GALLERY, 900, offset).open).toBe(true);
  });

  it('closes when the page goes back above the offset', () => {
    const open = fullScreenGalleryAfterScroll(CLOSED_GALLERY, 200, offset);
    expect(fullScreenGalleryAfterScroll(open, 120, offset)).toEqual(CLOSED_GALLERY);
  });

  it('stays closed once dismissed until the page is back above the offset, then opens again', () => {
    const dismissed = dismissFullScreenGallery();
    expect(fullScreenGalleryAfterScroll(dismissed, 400, offset)).toEqual({ open: false, dismissed: true });
    const above = fullScreenGalleryAfterScroll(dismissed, 100, offset);
    expect(above).toEqual(CLOSED_GALLERY);
    expect(fullScreenGalleryAfterScroll(above, 180, offset).open).toBe(true);
  });

  it('keeps the profile offset and the visibility share', () => {
    expect(GALLERY.profileScrollOffset).toBe(280);
    expect(GALLERY.visibility).toBe(0.2);
  });
});
