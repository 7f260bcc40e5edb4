import { GALLERY } from '@agency/schema/gallery';

/**
 * The constants of the content pages, written once.
 */

/** Scroll offset (px) past which the gallery opens: full-screen on events, in the page on profiles. */
export const GALLERY_OFFSET_EVENT = GALLERY.eventScrollOffset;
export const GALLERY_OFFSET_PROFILE = GALLERY.profileScrollOffset;
/** Share of the gallery block that must be in view to open it without scrolling that far. */
export const GALLERY_VISIBILITY = GALLERY.visibility;

/** Publications carousel. */
export const CAROUSEL_SPEED_MS = 1000;
export const CAROUSEL_AUTOPLAY_DELAY_MS = 1000;

/** Partner logo marquee: per-logo time, and sizes below/above the desktop breakpoint. */
export const MARQUEE_MS_PER_LOGO = 1900;
export const MARQUEE_MOBILE = { logoWidth: 70, space: 16 } as const;
export const MARQUEE_DESKTOP = { logoWidth: 160, space: 128 } as const;

/** Contact map zoom. */
export const MAP_ZOOM = 15;

/** At most this many contact people are shown as highlighted. */
export const MAX_FEATURED_STAFF = 2;
