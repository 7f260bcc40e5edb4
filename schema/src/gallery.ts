/**
 * How the galleries of profiles and events open. Both sides read these: the site's galleries and
 * anything that describes them.
 */
export const GALLERY = {
  /** Scroll (px) past which a talent's or a cultural profile's gallery expands in the page. */
  profileScrollOffset: 280,
  /** Scroll (px) past which an event's gallery of the remaining slides opens full-screen. */
  eventScrollOffset: 180,
  /** Share of a gallery block in view that expands it before the page has scrolled that far. */
  visibility: 0.2,
} as const;

/** Whether an event's full-screen gallery shows, and whether the visitor closed it. */
export interface FullScreenGalleryState {
  open: boolean;
  /** Closed by the visitor: it stays closed until the page goes back above the offset. */
  dismissed: boolean;
}

export const CLOSED_GALLERY: FullScreenGalleryState = { open: false, dismissed: false };

/**
 * The full-screen gallery after a scroll to `scrollY`: open from `offset` px on; closed again above
 * it. Once the visitor closes it, it stays closed until the page is back above the offset, so
 * reading on below does not bring it back at every scroll.
 */
export function fullScreenGalleryAfterScroll(
  state: FullScreenGalleryState,
  scrollY: number,
  offset: number,
): FullScreenGalleryState {
  if (scrollY < offset) return CLOSED_GALLERY;
  if (state.dismissed) return state;
  return state.open ? state : { open: true, dismissed: false };
}

/** The visitor closes the full-screen gallery (close button or Escape). */
export function dismissFullScreenGallery(): FullScreenGalleryState {
  return { open: false, dismissed: true };
}
