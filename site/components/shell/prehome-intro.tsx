'use client';

import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { ResponsiveImg } from '@/components/media/responsive-img';
import { useTranslations } from 'next-intl';
import type { BrandLogo as BrandLogoDrawing } from '@agency/schema/brands';
import { BrandLogo } from '@/components/layout/logo/brand-logo';
import { SHELL } from '@/lib/shell/constants';
import { useSiteStore } from '@/lib/state/site-store';
import { usePresence } from '@/lib/ui/use-presence';
import { useReducedMotion } from '@/lib/ui/use-reduced-motion';
import styles from './prehome-intro.module.css';

export interface IntroImage {
  url: string;
  alt: string;
}

/**
 * The pre-home intro: on the first load at the root only, it
 * covers the page and ends 6 seconds after its images have loaded.
 */
export function PrehomeIntro({ logo, name, images }: { logo: BrandLogoDrawing; name: string; images: IntroImage[] }) {
  const t = useTranslations('common.prehome');
  const visible = useSiteStore((s) => s.prehome);
  const decided = useSiteStore((s) => s.introDecided);
  const endPrehome = useSiteStore((s) => s.endPrehome);
  const reduce = useReducedMotion();
  // Fades out (CSS) when it ends: no animation library in the first load.
  const fadeMs = reduce ? 0 : SHELL.transitions.fadeS * 1000;
  const presence = usePresence(visible, fadeMs);
  // The tiles' own images, as the page shows them (sized by their srcset): settled once each has
  // loaded or failed. Waiting on them, not on a second download of the originals, keeps a phone
  // from fetching every intro picture twice.
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const settle = useCallback(
    (url: string) => setSettled((done) => (done.has(url) ? done : new Set(done).add(url))),
    [],
  );
  const ready = images.every((img) => settled.has(img.url));

  useEffect(() => {
    if (!decided || !visible || !ready) return;
    const timer = window.setTimeout(endPrehome, SHELL.prehomeMs);
    return () => window.clearTimeout(timer);
  }, [decided, visible, ready, endPrehome]);

  if (presence === 'gone') return null;
  return (
    <div
      className={styles.intro}
      role="dialog"
      aria-label={t('label')}
      data-testid="prehome"
      data-ready={ready || undefined}
      data-reduced={reduce || undefined}
      data-leaving={presence === 'leaving' || undefined}
      style={{ '--fade': `${fadeMs}ms` } as CSSProperties}
    >
      <div className={styles.strip} aria-hidden={images.length === 0 || undefined}>
        {images.map((img, i) => (
          <div key={img.url} className={styles.tile} style={{ ['--i' as string]: i }}>
            <ResponsiveImg
              src={img.url}
              alt={img.alt}
              fill
              sizes="(min-width: 1024px) 18vw, 30vw"
              preload={i < 3}
              className={styles.image}
              onLoad={() => settle(img.url)}
              onError={() => {
                // A failed intro image is only logged; the intro goes on without it.
                console.warn('Pre-home image failed to load', img.url);
                settle(img.url);
              }}
            />
          </div>
        ))}
      </div>
      <div className={styles.mark}>
        <BrandLogo logo={logo} name={name} className={styles.logo} />
        <span className={styles.progress} data-run={ready || undefined} aria-hidden="true" />
      </div>
      <button type="button" className={styles.skip} onClick={endPrehome}>
        {t('skip')}
      </button>
    </div>
  );
}
