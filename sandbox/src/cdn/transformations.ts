import { RESPONSIVE_WIDTHS } from '@agency/schema/image-widths';

/**
 * Cloudinary-shaped delivery URLs, the way the family's talent CDN answers them:
 * `/<account>/image/upload/[<transformations>/]<public id>.<ext>`, transformations a comma-separated
 * list of `key_value` (w_640 width, q_80 or q_auto quality, f_auto/f_webp/f_avif/f_jpg format,
 * c_limit/c_fill crop). The bare `/<account>/image/upload/.jpg` is the family's "no image".
 */
export const CDN_ACCOUNT = 'cq-agency';

export type CdnFormat = 'jpeg' | 'webp' | 'avif';

export interface Transformations {
  width: number | null;
  /** 1-100; null: the CDN's default for the format. */
  quality: number | null;
  /** null: the original format; 'auto' picks the best the browser accepts. */
  format: CdnFormat | 'auto' | null;
}

export interface DeliveryRequest {
  account: string;
  transformations: Transformations;
  /** The media path the panels' content names, e.g. talents/10001/cover-3x4.jpg. */
  publicPath: string;
}

/**
 * Widths the origin renders; any other w_ is refused, so a client cannot mint new renditions. The
 * site's widths are among them (its image loader asks the CDN for exactly those).
 */
export const CDN_WIDTHS: readonly number[] = [
  ...new Set([64, 128, 256, 384, 480, 640, 750, 828, 960, 1080, 1200, 1600, 1920, 2048, ...RESPONSIVE_WIDTHS]),
].sort((a, b) => a - b);
const MAX_WIDTH = CDN_WIDTHS[CDN_WIDTHS.length - 1]!;

const STEP = /^([a-z]{1,2})_([a-z0-9]{1,8})$/;

/** Parses one transformation segment; null when it is not one (the segment is then part of the path). */
export function parseTransformations(segment: string): Transformations | { error: string } | null {
  const parts = segment.split(',');
  if (!parts.every((p) => STEP.test(p))) return null;
  const out: Transformations = { width: null, quality: null, format: null };
  for (const part of parts) {
    const [, key, value] = STEP.exec(part)!;
    switch (key) {
      case 'w': {
        const width = Number(value);
        if (!CDN_WIDTHS.includes(width)) {
          return { error: `w_${value}: widths are ${CDN_WIDTHS.join(', ')} (at most ${MAX_WIDTH})` };
        }
        out.width = width;
        break;
      }
      case 'q': {
        if (value === 'auto') break;
        const quality = Number(value);
        if (!Number.isInteger(quality) || quality < 1 || quality > 100) return { error: `q_${value}: 1-100 or auto` };
        out.quality = quality;
        break;
      }
      case 'f': {
        const format = ({ auto: 'auto', webp: 'webp', avif: 'avif', jpg: 'jpeg', jpeg: 'jpeg' } as const)[
          value as 'auto'
        ];
        if (!format) return { error: `f_${value}: auto, webp, avif or jpg` };
        out.format = format;
        break;
      }
      case 'c':
        // Crops keep the aspect ratio here (c_limit, c_scale, c_fill): the site never asks for a height.
        if (!['limit', 'scale', 'fill', 'fit'].includes(value!))
          return { error: `c_${value}: limit, scale, fill or fit` };
        break;
      default:
        return { error: `${key}_: not a transformation this CDN knows` };
    }
  }
  return out;
}

/** Splits a delivery path; null when it is not one. */
export function parseDeliveryPath(path: string): DeliveryRequest | { error: string } | null {
  const match = /^\/([a-z0-9-]{1,40})\/image\/upload\/(.+)$/.exec(path);
  if (!match) return null;
  const [, account, rest] = match as unknown as [string, string, string];
  const segments = rest.split('/');
  let transformations: Transformations = { width: null, quality: null, format: null };
  const parsed = segments.length > 1 ? parseTransformations(segments[0]!) : null;
  if (parsed && 'error' in parsed) return parsed;
  if (parsed) {
    transformations = parsed;
    segments.shift();
  }
  // Cloudinary's version segment (v1712345678) is accepted and ignored.
  if (segments.length > 1 && /^v\d{1,12}$/.test(segments[0]!)) segments.shift();
  return { account, transformations, publicPath: segments.join('/') };
}

/** The format to answer: an explicit one, or for f_auto the best the Accept header names. */
export function chooseFormat(requested: Transformations['format'], accept: string | undefined): CdnFormat {
  if (requested && requested !== 'auto') return requested;
  if (requested === 'auto') {
    if (accept?.includes('image/avif')) return 'avif';
    if (accept?.includes('image/webp')) return 'webp';
  }
  return 'jpeg';
}

/** The absolute delivery URL of a media path on the CDN, as the integration service answers it. */
export function cdnUrl(cdnBase: string, publicPath: string): string {
  return `${cdnBase}/${CDN_ACCOUNT}/image/upload/${publicPath}`;
}

/** The family's "no image": an upload URL with an empty file name. */
export function cdnPlaceholder(cdnBase: string): string {
  return `${cdnBase}/${CDN_ACCOUNT}/image/upload/.jpg`;
}

/** A hosted video's delivery URL on the CDN. */
export function cdnVideoUrl(cdnBase: string, publicPath: string): string {
  return `${cdnBase}/${CDN_ACCOUNT}/video/upload/${publicPath}`;
}
