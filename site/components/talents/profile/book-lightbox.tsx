'use client';

import { useTranslations } from 'next-intl';
import Lightbox, { useLightboxState } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { LIGHTBOX_WIDTHS } from '@agency/schema/image-widths';
import mediaImageLoader from '@/lib/media/image-loader';
import type { ViewerSlide } from './book-viewer';
import styles from './book-lightbox.module.css';

/** '03 / 14': the position, zero-padded, announced politely as the visitor moves. */
function Counter({ label }: { label: (index: number, total: number) => string }) {
  const { currentIndex, slides } = useLightboxState();
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <div className={styles.counter} aria-live="polite" aria-atomic="true">
      <span aria-hidden="true">
        {pad(currentIndex + 1)} / {pad(slides.length)}
      </span>
      <span className={styles.visuallyHidden}>{label(currentIndex + 1, slides.length)}</span>
    </div>
  );
}

/** The full-screen, swipeable book viewer (arrows, Esc, swipe; yet-another-react-lightbox). */
export function BookLightbox({
  slides,
  name,
  index,
  onClose,
}: {
  slides: ViewerSlide[];
  name: string;
  index: number;
  onClose: () => void;
}) {
  const t = useTranslations('talents.lightbox');
  const tProfile = useTranslations('talents.profile');
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides.map((s) => ({
        src: s.url,
        alt: s.alt || name,
        width: s.width ?? undefined,
        height: s.height ?? undefined,
        srcSet: s.width
          ? LIGHTBOX_WIDTHS.filter((w) => w <= Math.max(640, s.width ?? 0)).map((w) => ({
              src: mediaImageLoader({ src: s.url, width: w }),
              width: w,
              height: Math.round((w * (s.height ?? w)) / (s.width ?? w)),
            }))
          : undefined,
      }))}
      carousel={{ finite: false, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: t('label', { name }),
        Close: t('close'),
        Previous: t('previous'),
        Next: t('next'),
        'Photo gallery': t('label', { name }),
        // The lightbox fills in {index} and {total} itself: the message is formatted with them kept.
        '{index} of {total}': t('slide', { index: '{index}', total: '{total}' }),
      }}
      styles={{ container: { backgroundColor: 'rgba(8, 8, 8, 0.97)' } }}
      render={{
        controls: () => <Counter label={(i, total) => tProfile('openImage', { index: i, total })} />,
      }}
    />
  );
}
