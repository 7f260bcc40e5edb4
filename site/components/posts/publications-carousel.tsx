'use client';

import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { PublicationSlide } from './publication-slide';
import type { PublicationsCarouselProps } from './publications-swiper';
import styles from './publications-carousel.module.css';

/** Narrower than this, the carousel is set up only once the page has loaded and the browser is idle. */
const PHONE_QUERY = '(max-width: 767px)';
/** The longest an idle moment is waited for, once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `start` once the page has loaded and then the browser is idle (at most IDLE_TIMEOUT_MS later). */
function afterLoadAndIdle(start: () => void): () => void {
  let idle: number | undefined;
  const whenIdle = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(start, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * The publications carousel. Its code (Swiper and its cube effect, most of this page's script) is
 * not part of the page's first load: the first publication is painted in the carousel's place, the
 * same size, and the carousel replaces it once its code has arrived after the page is interactive.
 * On a phone its code is asked for only once the page has loaded and the browser is idle, so on a
 * slow link it never competes with the first cover, nor its set-up with the page's own start; the
 * carousel is then drawn as a transition, which the browser may interrupt.
 */
export function PublicationsCarousel(props: PublicationsCarouselProps) {
  const [Carousel, setCarousel] = useState<ComponentType<PublicationsCarouselProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    const load = () => {
      void import('./publications-swiper').then((module) => {
        if (mounted) startTransition(() => setCarousel(() => module.PublicationsSwiper));
      });
    };
    let cancel: (() => void) | undefined;
    if (window.matchMedia(PHONE_QUERY).matches) cancel = afterLoadAndIdle(load);
    else load();
    return () => {
      mounted = false;
      cancel?.();
    };
  }, []);

  if (Carousel) return <Carousel {...props} />;
  const [publication] = props.first.nodes;
  return (
    <div className={styles.frame} data-testid="publications-preview">
      <div className={styles.swiper}>
        {publication ? (
          <PublicationSlide
            publication={publication}
            index={0}
            total={Math.max(props.totalCount, props.first.nodes.length)}
          />
        ) : null}
      </div>
    </div>
  );
}
