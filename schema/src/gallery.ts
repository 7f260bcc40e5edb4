/**
 * How the galleries of profiles and events open. Both sides read these: the site's galleries and
 * anything that describes them.
 */
export const GALLERY = {
  /** Scroll (px) past which a talent's or a cultural profile's gallery expands in the page. */
  profileScrollOffset: 280,
  /**
   * Scroll (px) past which an event's or a show's gallery of the remaining slides expands across
   * the whole screen, in the page (scrolling goes on through it); its full-screen view opens on request.
   */
  eventScrollOffset: 180,
  /** Share of a gallery block in view that expands it before the page has scrolled that far. */
  visibility: 0.2,
} as const;
