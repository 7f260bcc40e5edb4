import { GALLERY } from '@agency/schema/gallery';

/**
 * The constants of the post pages (events, shows, publications), written once.
 */

/** Scroll offset (px) past which the gallery expands in the page: events and shows, then profiles. */
export const GALLERY_OFFSET_EVENT = GALLERY.eventScrollOffset;
export const GALLERY_OFFSET_PROFILE = GALLERY.profileScrollOffset;
/** Share of the gallery block that must be in view to open it without scrolling that far. */
export const GALLERY_VISIBILITY = GALLERY.visibility;

/** Publications carousel. */
export const CAROUSEL_SPEED_MS = 1000;
export const CAROUSEL_AUTOPLAY_DELAY_MS = 1000;
