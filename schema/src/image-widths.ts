/**
 * The widths the site's images are rendered at, by Next's image optimizer (site/next.config.ts) or
 * by the talent media CDN (its URL transformations; the sandbox's CDN renders exactly these). Every responsive image lists
 * each width its `sizes` can use in its srcset, in the HTML and again in the page data, so
 * the list is short: steps of about 1.3x, enough for phones at 2x and 3x and desktops. 750 is a
 * full-width image on the common phones: 721 device pixels on Android's usual 412 CSS px at 1.75x,
 * 750 on a 375 px iPhone at 2x. Browsers take the first width at or above the slot's device pixels,
 * so without it both would take 828, a fifth more pixels on their slowest link.
 */
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1440, 1920];

/** Widths for images that fill a fraction of the screen (cards, gallery tiles). */
export const IMAGE_WIDTHS = [192, 384];

/** What the lightbox offers the browser for a full-screen photo: optimizer widths only (tested). */
export const LIGHTBOX_WIDTHS = [640, 1080, 1440, 1920];

/** Every width the site asks for, smallest first. */
export const RESPONSIVE_WIDTHS = [...new Set([...IMAGE_WIDTHS, ...DEVICE_WIDTHS, ...LIGHTBOX_WIDTHS])].sort(
  (a, b) => a - b,
);
