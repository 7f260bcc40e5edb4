'use client';

import { useMemo, useRef, useState } from 'react';
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

/** The next step loads when the carousel turns to within this many slides of the last one loaded. */
const LOAD_AHEAD_SLIDES = 3;

export interface PublicationsCarouselProps {
  first: CursorPage<PostCardFieldsFragment>;
  totalCount: number;
  query: { brand: string; locale: string };
}

/**
 * Publications as a vertical cube carousel (speed 1000 ms, autoplay every
 * 1000 ms, looped). It pauses while hovered or focused, has a visible
 * pause/play control, and does not move by itself under reduced motion.
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

  const toggle = () => {
    if (!swiper.current) return;
    if (playing) {
      swiper.current.autoplay.stop();
      setUserPaused(true);
    } else {
      swiper.current.autoplay.start();
      setUserPaused(false);
    }
  };
  const hold = () => swiper.current?.autoplay.pause();
  const release = () => {
    if (!userPaused) swiper.current?.autoplay.resume();
  };

  return (
    <div
      className={styles.frame}
      onFocus={hold}
      onBlur={release}
      data-testid="publications-carousel"
      data-loaded={publications.length}
    >
      <Swiper
        modules={[EffectCube, Autoplay, A11y, Keyboard]}
        className={styles.swiper}
        direction="vertical"
        effect="cube"
        cubeEffect={{ shadow: false, slideShadows: false }}
        speed={CAROUSEL_SPEED_MS}
        loop={publications.length > 1}
        autoplay={{ delay: CAROUSEL_AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }}
        keyboard={{ enabled: true }}
        // Each slide names its place among all publications itself: Swiper's own labels count only
        // the slides loaded when it started.
        a11y={{ containerMessage: t('carousel'), slideLabelMessage: '' }}
        onSwiper={(instance) => {
          swiper.current = instance;
          if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
            instance.autoplay.stop();
            setUserPaused(true);
          }
          setPlaying(instance.autoplay.running);
        }}
        onSlideChange={(instance) => {
          if (instance.realIndex >= publications.length - LOAD_AHEAD_SLIDES) loadMore();
        }}
        onAutoplayStart={() => setPlaying(true)}
        onAutoplayStop={() => setPlaying(false)}
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
        onMouseEnter={release}
      >
        {playing ? t('pause') : t('play')}
      </button>
    </div>
  );
}
