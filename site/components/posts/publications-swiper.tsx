'use client';

import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, EffectCube, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/effect-cube';
import type { PostCardFieldsFragment } from '@/lib/gql/graphql';
import type { CursorPage } from '@/lib/lists/use-cursor-pages';
import { usePostPages } from '@/lib/posts/use-post-pages';
import { CAROUSEL_AUTOPLAY_DELAY_MS, CAROUSEL_SPEED_MS } from '@/lib/posts/constants';
import { coverWanted } from '@/lib/posts/carousel-covers';
import { PublicationSlide } from './publication-slide';
import styles from './publications-carousel.module.css';
import type { BrandKey } from '@agency/schema/brands';
import type { AppLocale } from '@/i18n/routing';

/** The next step loads when the carousel turns to within this many slides of the last one loaded. */
const LOAD_AHEAD_SLIDES = 3;

/** The longest the cube waits for the next slide's cover before it turns anyway. */
const COVER_WAIT_MAX_MS = 10_000;

/** Why the cube stands still: the visitor paused it (or asked for less motion), is reading it, or the next cover is on its way. */
interface Holds {
  visitor: boolean;
  focus: boolean;
  cover: boolean;
}

export interface PublicationsCarouselProps {
  first: CursorPage<PostCardFieldsFragment>;
  totalCount: number;
  query: { brand: BrandKey; locale: AppLocale };
}

/**
 * Publications as a vertical cube carousel (speed 1000 ms, autoplay every
 * 1000 ms, looped). It pauses while hovered or focused, stops when touched
 * (a phone has no hover: the visitor is reading; the control plays it again),
 * has a visible pause/play control, and under reduced motion never moves by
 * itself and turns without the cube's animation. It never turns to a cover
 * still on its way (a slow link): it waits for it, at most COVER_WAIT_MAX_MS.
 * It pages like every list: the first screen comes with the page, the next
 * step loads as the carousel turns towards its end.
 */
export function PublicationsSwiper({ first, totalCount, query }: PublicationsCarouselProps) {
  const t = useTranslations('content.publications');
  const step = useMemo(() => ({ ...query, kind: 'PUBLICATION' as const }), [query]);
  const { items: publications, loadMore } = usePostPages(first, step);
  const total = Math.max(totalCount, publications.length);
  const swiper = useRef<SwiperInstance | null>(null);
  const [reducedMotion] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  // The control says "play" when the visitor paused it; a hold for focus or a cover does not change it.
  const [paused, setPaused] = useState(reducedMotion);
  const holds = useRef<Holds>({ visitor: reducedMotion, focus: false, cover: false });
  // The slides shown so far: the covers come one turn ahead of the cube, not all at once with its code.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const show = (index: number) => setShown((current) => (current.has(index) ? current : new Set([...current, index])));
  const stopWaiting = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWaiting.current?.(), []);

  /** Autoplay runs exactly when nothing holds the cube. */
  const hold = (reason: keyof Holds, on: boolean) => {
    holds.current[reason] = on;
    const instance = swiper.current;
    if (!instance || instance.destroyed) return;
    const run = !holds.current.visitor && !holds.current.focus && !holds.current.cover;
    if (run && !instance.autoplay.running) instance.autoplay.start();
    if (!run && instance.autoplay.running) instance.autoplay.stop();
  };
  // The visitor's own say (the control, a touch) overrides a hold for focus: pressing play plays.
  const pauseByVisitor = (on: boolean) => {
    setPaused(on);
    holds.current.focus = false;
    hold('visitor', on);
  };
  // The cover of the slide after the one shown, if it has not arrived yet: the cube waits for it.
  const waitForNextCover = (instance: SwiperInstance) => {
    stopWaiting.current?.();
    const next = instance.slides[instance.activeIndex + 1] ?? instance.slides[0];
    const pending = [...(next?.querySelectorAll('img') ?? [])].filter((img) => !img.complete);
    if (pending.length === 0) return;
    stopWaiting.current = untilSettled(pending, COVER_WAIT_MAX_MS, () => {
      stopWaiting.current = null;
      hold('cover', false);
    });
    hold('cover', true);
  };
  // A touch on the slides (not on the control, which has its own say): stopped until played again.
  const stopOnTouch = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch' || (event.target as Element).closest('button')) return;
    pauseByVisitor(true);
  };

  return (
    <div
      className={styles.frame}
      // Focus inside (the keyboard's reader): held until it leaves.
      onFocus={() => hold('focus', true)}
      onBlur={() => hold('focus', false)}
      onPointerDown={stopOnTouch}
      data-testid="publications-carousel"
      data-loaded={publications.length}
    >
      <Swiper
        modules={[EffectCube, Autoplay, A11y, Keyboard]}
        className={styles.swiper}
        direction="vertical"
        effect="cube"
        cubeEffect={{ shadow: false, slideShadows: false }}
        speed={reducedMotion ? 0 : CAROUSEL_SPEED_MS}
        loop={publications.length > 1}
        autoplay={{ delay: CAROUSEL_AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }}
        keyboard={{ enabled: true }}
        // Each slide names its place among all publications itself: Swiper's own labels count only
        // the slides loaded when it started.
        a11y={{ containerMessage: t('carousel'), slideLabelMessage: '' }}
        onSwiper={(instance) => {
          swiper.current = instance;
          hold('visitor', holds.current.visitor);
          waitForNextCover(instance);
        }}
        onSlideChange={(instance) => {
          show(instance.realIndex);
          if (instance.realIndex >= publications.length - LOAD_AHEAD_SLIDES) loadMore();
        }}
        onSlideChangeTransitionEnd={waitForNextCover}
      >
        {publications.map((publication, index) => (
          <SwiperSlide key={publication.id} aria-label={t('slide', { index: index + 1, total })}>
            <PublicationSlide
              publication={publication}
              index={index}
              total={total}
              coverLoaded={coverWanted(index, shown, publications.length)}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        className={styles.pause}
        onClick={() => pauseByVisitor(!paused)}
        aria-pressed={paused}
        data-testid="carousel-toggle"
      >
        {paused ? t('play') : t('pause')}
      </button>
    </div>
  );
}

/** Calls `done` once every image has loaded or failed, or after `maxMs`; returns a cancel. */
function untilSettled(images: HTMLImageElement[], maxMs: number, done: () => void): () => void {
  let left = images.length;
  const settle = () => {
    left -= 1;
    if (left === 0) finish();
  };
  const cancel = () => {
    clearTimeout(timer);
    for (const img of images) {
      img.removeEventListener('load', settle);
      img.removeEventListener('error', settle);
    }
  };
  const finish = () => {
    cancel();
    done();
  };
  const timer = setTimeout(finish, maxMs);
  for (const img of images) {
    img.addEventListener('load', settle);
    img.addEventListener('error', settle);
  }
  return cancel;
}
