import { preconnect, prefetchDNS, preload as preloadResource } from 'react-dom';
import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { connectionOrigin, responsiveSource } from '@/lib/media/responsive-image';
import styles from './responsive-img.module.css';

type Props = {
  src: string;
  alt: string;
  /** The image's displayed width per viewport, as in the `sizes` attribute. */
  sizes?: string;
  className?: string;
  /** The LCP candidate: loaded at once, at high priority, announced in the document's head. */
  preload?: boolean;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** A video platform's poster: used as it is, never resized. */
  unoptimized?: boolean;
  /** Called when the image has loaded, also when it loaded before the page was interactive (so possibly twice). */
  onLoad?: () => void;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
} & ({ fill: true; width?: never; height?: never } | { fill?: false; width: number; height: number });

/**
 * A back-end image as a plain `<img>` with a srcset (the CDN's renditions or the optimizer's):
 * what next/image renders, without its browser runtime, so a page of images ships no image code.
 * Usable from server and client components alike.
 */
export function ResponsiveImg({
  src,
  alt,
  sizes,
  className,
  preload,
  loading,
  fetchPriority,
  unoptimized,
  onLoad,
  onError,
  ...box
}: Props) {
  const source = responsiveSource(src, { sizes, width: box.fill ? undefined : box.width, unoptimized });
  if (preload) {
    // The media host's connection is opened from the document's head, before anything else is asked of it
    // (dns-prefetch for browsers that do not preconnect).
    const origin = connectionOrigin(source.src);
    if (origin) {
      prefetchDNS(origin);
      preconnect(origin);
    }
    preloadResource(source.src, {
      as: 'image',
      imageSrcSet: source.srcSet,
      imageSizes: source.sizes,
      fetchPriority: 'high',
    });
  }
  // An image may finish before hydration attaches onLoad: the ref reports it then.
  const ref = onLoad
    ? (img: HTMLImageElement | null) => {
        if (img?.complete && img.naturalWidth > 0) onLoad();
      }
    : undefined;
  // Only the attributes that have a value: a server-rendered image's props also travel in the page's data.
  const attributes: ImgHTMLAttributes<HTMLImageElement> = {
    alt,
    loading: preload ? 'eager' : (loading ?? 'lazy'),
    decoding: 'async',
    className: [box.fill ? styles.fill : styles.image, className].filter(Boolean).join(' '),
    sizes: source.sizes,
    srcSet: source.srcSet,
    src: source.src,
  };
  const priority = preload ? 'high' : fetchPriority;
  if (priority) attributes.fetchPriority = priority;
  if (!box.fill) Object.assign(attributes, { width: box.width, height: box.height });
  if (ref) Object.assign(attributes, { ref, onLoad });
  if (onError) attributes.onError = onError;
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the element next/image renders, without its runtime; alt is in the attributes
  return <img {...attributes} />;
}
