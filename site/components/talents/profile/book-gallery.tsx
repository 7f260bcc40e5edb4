'use client';

import { ResponsiveImg } from '@/components/media/responsive-img';
import { useMemo, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useTalentNav } from '@/lib/state/talent-nav';
import { justifyRows } from '@/lib/talents/row-layout';
import { useContainerWidth } from './use-container-width';
import { useGalleryExpansion } from './use-gallery-expansion';
import { ViewerTrigger } from './viewer-trigger';
import styles from './book-gallery.module.css';

interface Photo {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

const GAP = 8;

/**
 * The book. Collapsed, it previews the gallery (book slides 3 to 6); it
 * expands into the whole book, laid out in justified rows (reading order
 * kept), once the visitor scrolls or reaches it, and stays collapsed while
 * the details panel is open.
 */
export function BookGallery({ book, gallery, name }: { book: Photo[]; gallery: Photo[]; name: string }) {
  const t = useTranslations('talents.profile');
  const block = useRef<HTMLElement>(null);
  const rowsBox = useRef<HTMLDivElement>(null);
  const detailsOpen = useTalentNav((s) => s.detailsOpen);
  const reached = useGalleryExpansion(block);
  const expanded = reached && !detailsOpen;
  const width = useContainerWidth(rowsBox, expanded);
  // The expanded book skips the first image (the portrait above); previews skip the gallery's
  // first image, which already fills the second image slot.
  const photos = useMemo(() => book.slice(1), [book]);
  const previews = gallery.length > 1 ? gallery.slice(1) : photos.slice(0, 5);

  const rows = useMemo(() => {
    const narrow = width > 0 && width < 640;
    return justifyRows(
      photos.map((p) => ({ ratio: p.width && p.height ? p.width / p.height : 3 / 4 })),
      { containerWidth: width, targetRowHeight: narrow ? 240 : 440, gap: GAP, maxPerRow: narrow ? 2 : 4 },
    );
  }, [photos, width]);

  if (photos.length === 0) return null;

  return (
    <section
      ref={block}
      className={styles.gallery}
      data-expanded={expanded}
      data-testid="book-gallery"
      aria-label={t('gallery', { name })}
    >
      <h2 className={styles.heading}>{t('book')}</h2>
      {!expanded && (
        <ul className={styles.previews}>
          {previews.map((photo, i) => (
            <li key={photo.url}>
              <ViewerTrigger url={photo.url} className={styles.preview}>
                <ResponsiveImg
                  src={photo.url}
                  alt={photo.alt || t('imageAlt', { name, index: i + 3 })}
                  fill
                  sizes="(min-width: 1024px) 20vw, 50vw"
                  className={styles.image}
                />
              </ViewerTrigger>
            </li>
          ))}
        </ul>
      )}
      <div ref={rowsBox} className={styles.rows} hidden={!expanded}>
        {expanded &&
          rows.map((row, r) => (
            <div key={r} className={styles.row} style={{ gap: GAP }}>
              {row.map(({ index, width: w, height: h }) => {
                const photo = photos[index]!;
                return (
                  <ViewerTrigger key={photo.url} url={photo.url} className={styles.tile}>
                    <span className={styles.tileBox} style={{ width: w, height: h }}>
                      <ResponsiveImg
                        src={photo.url}
                        alt={photo.alt || t('imageAlt', { name, index: index + 2 })}
                        fill
                        sizes={`${Math.ceil(w)}px`}
                        className={styles.image}
                      />
                    </span>
                  </ViewerTrigger>
                );
              })}
            </div>
          ))}
      </div>
    </section>
  );
}
