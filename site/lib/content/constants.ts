/**
 * The constants of the about and contact pages, written once.
 */

/** Partner logo marquee: per-logo time, and sizes below/above the desktop breakpoint. */
export const MARQUEE_MS_PER_LOGO = 1900;
export const MARQUEE_MOBILE = { logoWidth: 70, space: 16 } as const;
export const MARQUEE_DESKTOP = { logoWidth: 160, space: 128 } as const;

/** Contact map zoom. */
export const MAP_ZOOM = 15;

/** At most this many contact people are shown as highlighted. */
export const MAX_FEATURED_STAFF = 2;
