/**
 * A profile slot's width: half the page, two slots side by side; below 768 px half of the viewport
 * less the page's padding and the gap (--page-padding in styles/globals.css).
 */
export const SLOT_SIZES = '(min-width: 768px) 50vw, calc(50vw - 1.5rem)';
