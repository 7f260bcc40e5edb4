import type { ImageLoaderProps } from 'next/image';
import { cdnRendition } from './cdn-rendition';

/** The site optimizer's one image quality (next.config.ts `qualities`); the CDN picks its own. */
const QUALITY = 75;

/**
 * Where every image (ResponsiveImg, the lightbox) gets a width of an image: from the talent media CDN
 * when the image is on one (it resizes by URL), else from the site's own optimizer, as Next's
 * default loader would (the panels' `/storage` files have no transformations).
 */
export default function mediaImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const q = quality ?? QUALITY;
  return cdnRendition(src, width) ?? `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${q}`;
}
