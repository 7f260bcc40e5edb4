import { ResponsiveImg } from '@/components/media/responsive-img';
import { aspectRatio } from '@/lib/posts/rows';
import styles from './media.module.css';

export interface ImageData {
  url: string;
  width?: number | null;
  height?: number | null;
  alt: string;
}

/**
 * A back-end image in a box whose aspect ratio is reserved before it loads
 * (no layout shift). `ratio` forces a crop; otherwise the image's own ratio is used.
 */
export function MediaImage({
  image,
  sizes,
  ratio,
  priority = false,
  alt,
  className,
}: {
  image: ImageData;
  sizes: string;
  ratio?: number;
  priority?: boolean;
  /** Overrides the back-end's alt text (e.g. empty for a decorative copy). */
  alt?: string;
  className?: string;
}) {
  const boxRatio = ratio ?? aspectRatio(image.width, image.height);
  return (
    <div className={`${styles.box} ${className ?? ''}`} style={{ aspectRatio: boxRatio }}>
      <ResponsiveImg
        src={image.url}
        alt={alt ?? image.alt}
        fill
        sizes={sizes}
        preload={priority}
        className={styles.img}
      />
    </div>
  );
}
