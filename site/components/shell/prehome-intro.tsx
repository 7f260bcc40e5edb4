'use client';

import { useEffect, useState } from 'react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { AnimatePresence } from 'motion/react';
import * as m from 'motion/react-m';
import { LazyMotionFeatures } from '@/components/motion/lazy-motion';
import { BrandLogo } from '@/components/layout/logo/brand-logo';
import { SHELL } from '@/lib/shell/constants';
import { useSiteStore } from '@/lib/state/site-store';
import { useReducedMotion } from '@/lib/ui/use-reduced-motion';
import styles from './prehome-intro.module.css';

export interface IntroImage {
  url: string;
  alt: string;
}

/** Resolves when every intro image has loaded or failed (a failure is only logged, spec §8). */
function preload(images: readonly IntroImage[]): Promise<void> {
  return Promise.all(
    images.map(
      (img) =>
        new Promise<void>((resolve) => {
          const el = new window.Image();
          el.onload = () => resolve();
          el.onerror = () => {
            console.warn('Pre-home image failed to load', img.url);
            resolve();
          };
          el.src = img.url;
        }),
    ),
  ).then(() => undefined);
}

/**
 * The pre-home intro (spec §2): on the first load at the root only, it
 * covers the page and ends 6 seconds after its images have loaded.
 */
export function PrehomeIntro({ brand, name, images }: { brand: string; name: string; images: IntroImage[] }) {
  const t = useTranslations('common.prehome');
  const visible = useSiteStore((s) => s.prehome);
  const decided = useSiteStore((s) => s.introDecided);
  const endPrehome = useSiteStore((s) => s.endPrehome);
  const reduce = useReducedMotion();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!decided || !visible) return;
    let timer: number | undefined;
    let live = true;
    preload(images).then(() => {
      if (!live) return;
      setReady(true);
      timer = window.setTimeout(endPrehome, SHELL.prehomeMs);
    });
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [decided, visible, images, endPrehome]);

  return (
    <LazyMotionFeatures>
      <AnimatePresence>
        {visible ? (
          <m.div
            className={styles.intro}
            role="dialog"
            aria-label={t('label')}
            data-testid="prehome"
            data-ready={ready || undefined}
            data-reduced={reduce || undefined}
            initial={false}
            exit={{ opacity: 0 }}
            transition={{ duration: reduce ? 0 : SHELL.transitions.fadeS }}
          >
            <div className={styles.strip} aria-hidden={images.length === 0 || undefined}>
              {images.map((img, i) => (
                <div key={img.url} className={styles.tile} style={{ ['--i' as string]: i }}>
                  <Image
                    src={img.url}
                    alt={img.alt}
                    fill
                    sizes="(min-width: 1024px) 18vw, 30vw"
                    priority={i < 3}
                    className={styles.image}
                  />
                </div>
              ))}
            </div>
            <div className={styles.mark}>
              <BrandLogo brand={brand} name={name} className={styles.logo} />
              <span className={styles.progress} data-run={ready || undefined} aria-hidden="true" />
            </div>
            <button type="button" className={styles.skip} onClick={endPrehome}>
              {t('skip')}
            </button>
          </m.div>
        ) : null}
      </AnimatePresence>
    </LazyMotionFeatures>
  );
}
