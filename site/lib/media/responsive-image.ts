import { DEVICE_WIDTHS, RESPONSIVE_WIDTHS } from '@agency/schema/image-widths';
import mediaImageLoader from './image-loader';

/** The highest pixel density a browser picks a srcset width for (phones reach 3). */
export const MAX_DENSITY = 3;

/**
 * The widest slot (CSS px) a `sizes` value can ask for, or Infinity when a `vw` length applies on
 * screens of any width (or a length is not in px or vw). A `vw` length under `(max-width: Npx)`,
 * or the fallback after `(min-width: Npx)` conditions only, is bounded by that screen width.
 */
export function widestSlot(sizes: string): number {
  let widest = 0;
  let onlyMinWidth = true;
  let smallestMin = Infinity;
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const conditioned = /^\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)\s*(.+)$/.exec(entry);
    const lengthText = conditioned ? conditioned[3]! : entry;
    let bound = Infinity;
    if (conditioned) {
      const edge = Number(conditioned[2]);
      if (conditioned[1] === 'max') {
        bound = edge;
        onlyMinWidth = false;
      } else smallestMin = Math.min(smallestMin, edge);
    } else if (onlyMinWidth) bound = smallestMin;
    const length = /^(\d+(?:\.\d+)?)(px|vw)$/.exec(lengthText);
    if (!length) return Infinity;
    const slot = length[2] === 'px' ? Number(length[1]) : (Number(length[1]) / 100) * bound;
    widest = Math.max(widest, slot);
    if (!conditioned) break;
  }
  return widest;
}

/**
 * The widths a responsive image offers (next/image's rule, so the optimizer accepts each one):
 * with `sizes`, every width from the smallest the narrowest `vw` share of the smallest device
 * could use, up to the first that fills the widest slot `sizes` allows at MAX_DENSITY (a wider one
 * is never picked); with a fixed width, that width and twice it, rounded up to offered widths;
 * else the device widths.
 */
export function offeredWidths(sizes?: string, width?: number): number[] {
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
    const smallest = shares.length === 0 ? 0 : Math.min(...shares) / 100;
    const needed = widestSlot(sizes) * MAX_DENSITY;
    const fromSmallest = RESPONSIVE_WIDTHS.filter((w) => w >= DEVICE_WIDTHS[0]! * smallest);
    const enough = fromSmallest.findIndex((w) => w >= needed);
    return enough === -1 ? fromSmallest : fromSmallest.slice(0, enough + 1);
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
