'use client';

import { useMemo, useRef, useState, type PointerEvent } from 'react';
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
import { PublicationSlide } from './publication-slide';
import styles from './publications-carousel.module.css';
import type { BrandKey } from '@agency/schema/brands';
import type { AppLocale } from '@/i18n/routing';

/** The next step loads when the carousel turns to within this many slides of the last one loaded. */
const LOAD_AHEAD_SLIDES = 3;

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
 * itself and turns without the cube's animation.
 * It pages like every list: the first screen comes with the page, the next
 * step loads as the carousel turns towards its end.
 */
export function PublicationsSwiper({ first, totalCount, query }: PublicationsCarouselProps) {
  const t = useTranslations('content.publications');
  const step = useMemo(() => ({ ...query, kind: 'PUBLICATION' as const }), [query]);
  const { items: publications, loadMore } = usePostPages(first, step);
  const total = Math.max(totalCount, publications.length);
  const swiper = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [reducedMotion] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);

  // True while focus is inside the carousel: autoplay is stopped, and the control still offers to pause.
  const holding = useRef(false);

  const toggle = () => {
    const instance = swiper.current;
    if (!instance) return;
    holding.current = false;
    if (playing) {
      setUserPaused(true);
      setPlaying(false);
      instance.autoplay.stop();
    } else {
      setUserPaused(false);
      setPlaying(true);
      instance.autoplay.start();
    }
  };
  // Focus inside (the keyboard's reader): held until it leaves. Swiper's own pause would resume at the
  // end of a turn under way.
  const hold = () => {
    if (!swiper.current?.autoplay.running) return;
    holding.current = true;
    swiper.current.autoplay.stop();
  };
  const release = () => {
    if (!holding.current) return;
    holding.current = false;
    if (!userPaused) swiper.current?.autoplay.start();
  };
  // A touch on the slides (not on the control, which has its own say): stopped until played again.
  const stopOnTouch = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch' || !swiper.current || (event.target as Element).closest('button')) return;
    holding.current = false;
    setUserPaused(true);
    setPlaying(false);
    swiper.current.autoplay.stop();
  };

  return (
    <div
      className={styles.frame}
      onFocus={hold}
      onBlur={release}
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
          if (reducedMotion) {
            instance.autoplay.stop();
            setUserPaused(true);
          }
          setPlaying(instance.autoplay.running);
        }}
        onSlideChange={(instance) => {
          if (instance.realIndex >= publications.length - LOAD_AHEAD_SLIDES) loadMore();
        }}
        onAutoplayStart={() => setPlaying(true)}
        onAutoplayStop={() => {
          if (!holding.current) setPlaying(false);
        }}
      >
        {publications.map((publication, index) => (
          <SwiperSlide key={publication.id} aria-label={t('slide', { index: index + 1, total })}>
            <PublicationSlide publication={publication} index={index} total={total} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        className={styles.pause}
        onClick={toggle}
        aria-pressed={!playing}
        data-testid="carousel-toggle"
      >
        {playing ? t('pause') : t('play')}
      </button>
    </div>
  );
}
