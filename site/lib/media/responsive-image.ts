import { DEVICE_WIDTHS, RESPONSIVE_WIDTHS } from '@agency/schema/image-widths';
import mediaImageLoader from './image-loader';

/**
 * The widths a responsive image offers (next/image's rule, so the optimizer accepts each one):
 * with `sizes`, every width from the smallest the narrowest `vw` share of the smallest device
 * could use; with a fixed width, that width and twice it, rounded up to offered widths; else
 * the device widths.
 */
export function offeredWidths(sizes?: string, width?: number): number[] {
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
    if (shares.length === 0) return RESPONSIVE_WIDTHS;
    const smallest = Math.min(...shares) / 100;
    return RESPONSIVE_WIDTHS.filter((w) => w >= DEVICE_WIDTHS[0]! * smallest);
  }
  if (width === undefined) return DEVICE_WIDTHS;
  const pick = (w: number) => RESPONSIVE_WIDTHS.find((p) => p >= w) ?? RESPONSIVE_WIDTHS.at(-1)!;
  return [...new Set([pick(width), pick(width * 2)])];
}

export interface ResponsiveSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `src`, `srcSet` and `sizes` of an image (next/image's, for the same widths): each width from
 * the talent media CDN when the image is on one, else from the site's optimizer; `src` is the widest
 * (browsers without srcset).
 * `unoptimized` images (a video platform's poster) are used as they are.
 */
export function responsiveSource(src: string, options: { sizes?: string; width?: number; unoptimized?: boolean }) {
  if (options.unoptimized) return { src } satisfies ResponsiveSource;
  const widths = offeredWidths(options.sizes, options.width);
  const url = (width: number) => mediaImageLoader({ src, width });
  // A fixed width without `sizes` is offered per pixel density (1x, 2x); otherwise per width.
  if (options.width !== undefined && !options.sizes) {
    return {
      srcSet: widths.map((w, i) => `${url(w)} ${i + 1}x`).join(', '),
      src: url(widths[widths.length - 1]!),
    } satisfies ResponsiveSource;
  }
  return {
    srcSet: widths.map((w) => `${url(w)} ${w}w`).join(', '),
    sizes: options.sizes ?? '100vw',
    src: url(widths[widths.length - 1]!),
  } satisfies ResponsiveSource;
}

/**
 * The origin a browser must connect to for an image at `src` before it can ask for it: that of an
 * absolute http(s) URL (a media host), null for the site's own paths (its optimizer), whose
 * connection the page itself opened.
 */
export function connectionOrigin(src: string): string | null {
  if (!/^https?:\/\//i.test(src)) return null;
  try {
    return new URL(src).origin;
  } catch {
    return null;
  }
}
