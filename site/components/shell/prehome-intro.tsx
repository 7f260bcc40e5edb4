'use client';

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { ResponsiveImg } from '@/components/media/responsive-img';
import { useTranslations } from 'next-intl';
import type { BrandLogo as BrandLogoDrawing } from '@agency/schema/brands';
import { BrandLogo } from '@/components/layout/logo/brand-logo';
import { SHELL } from '@/lib/shell/constants';
import { prehomeRemainingMs, settledAt } from '@/lib/shell/prehome-timing';
import { useSiteStore } from '@/lib/state/site-store';
import { usePresence } from '@/lib/ui/use-presence';
import { useReducedMotion } from '@/lib/ui/use-reduced-motion';
import styles from './prehome-intro.module.css';

export interface IntroImage {
  url: string;
  alt: string;
}

/**
 * The pre-home intro: on the first load at the root only, it covers the page (below 768 px, a band
 * over the bottom of the first screen, so the page shows above it) and ends 6 seconds after the
 * images it shows have loaded, at the latest PREHOME_CEILING_MS after it appeared.
 * Without scripts it never covers the page (CSS, `scripting: none`), and when the scripts never
 * arrive the CSS ends it at the same ceiling.
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
  // When the tiles' own images (as the page shows them, sized by their srcset) had all loaded or
  // failed, read from the page: images that arrived before it was interactive count from when
  // they arrived, and a tile the layout hides (two of five on a phone) never loads, so it does not
  // count. Waiting on them, not on a second download of the originals, keeps a phone from
  // fetching every intro picture twice.
  const strip = useRef<HTMLDivElement>(null);
  const [readyAt, setReadyAt] = useState<number | null>(null);
  const check = () => {
    const times = [...(strip.current?.querySelectorAll('img') ?? [])].map(settledAt);
    if (!times.includes(undefined)) setReadyAt((at) => at ?? Math.max(0, ...(times as number[])));
  };
  useEffect(check, []);

  useEffect(() => {
    if (!decided || !visible) return;
    // The ceiling counts from when the page's HTML began to arrive (the intro is in it), as the CSS one does.
    const page = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const timer = window.setTimeout(endPrehome, prehomeRemainingMs(performance.now(), readyAt, page?.responseStart));
    return () => window.clearTimeout(timer);
  }, [decided, visible, readyAt, endPrehome]);

  if (presence === 'gone') return null;
  return (
    <div
      className={styles.intro}
      role="dialog"
      aria-label={t('label')}
      data-testid="prehome"
      data-ready={readyAt !== null || undefined}
      data-reduced={reduce || undefined}
      data-leaving={presence === 'leaving' || undefined}
      style={{ '--fade': `${fadeMs}ms` } as CSSProperties}
    >
      <div
        ref={strip}
        className={styles.strip}
        aria-hidden={images.length === 0 || undefined}
        // Images' load and error events reach here through React's tree.
        onLoad={check}
        onError={(event) => {
          // A failed intro image is only logged; the intro goes on without it.
          console.warn('Pre-home image failed to load', (event.target as HTMLImageElement).src);
          check();
        }}
      >
        {images.map((img, i) => (
          <div key={img.url} className={styles.tile} style={{ ['--i' as string]: i }}>
            <ResponsiveImg
              src={img.url}
              alt={img.alt}
              fill
              sizes="(min-width: 1024px) 18vw, (min-width: 768px) 30vw, 120px"
              preload={i < 3}
              className={styles.image}
            />
          </div>
        ))}
      </div>
      <div className={styles.mark}>
        <BrandLogo logo={logo} name={name} className={styles.logo} />
        <span className={styles.progress} aria-hidden="true" />
      </div>
      <button type="button" className={styles.skip} onClick={endPrehome}>
        {t('skip')}
      </button>
    </div>
  );
}
