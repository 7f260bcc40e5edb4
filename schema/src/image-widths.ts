/**
 * The widths the site's images are rendered at, by Next's image optimizer (site/next.config.ts) or
 * by the talent media CDN (its URL transformations; the sandbox's CDN renders exactly these). Every responsive image lists
 * each width its `sizes` can use in its srcset, in the HTML and again in the page data, so
 * the list is short: steps of about 1.3x, enough for phones at 2x and 3x and desktops.
 */
export const DEVICE_WIDTHS = [640, 828, 1080, 1440, 1920];

/** Widths for images that fill a fraction of the screen (cards, gallery tiles). */
export const IMAGE_WIDTHS = [192, 384];

/** What the lightbox offers the browser for a full-screen photo: optimizer widths only (tested). */
export const LIGHTBOX_WIDTHS = [640, 1080, 1440, 1920];

/** Every width the site asks for, smallest first. */
export const RESPONSIVE_WIDTHS = [...new Set([...IMAGE_WIDTHS, ...DEVICE_WIDTHS, ...LIGHTBOX_WIDTHS])].sort(
  (a, b) => a - b,
);
