'use client';

import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { PublicationSlide } from './publication-slide';
import type { PublicationsCarouselProps } from './publications-swiper';
import styles from './publications-carousel.module.css';

/**
 * The publications carousel. Its code (Swiper and its cube effect, most of this page's script) is
 * not part of the page's first load: the first publication is painted in the carousel's place, the
 * same size, and the carousel replaces it once its code has arrived after the page is interactive.
 */
export function PublicationsCarousel(props: PublicationsCarouselProps) {
  const [Carousel, setCarousel] = useState<ComponentType<PublicationsCarouselProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('./publications-swiper').then((module) => {
      // A transition: React renders the carousel in slices between which the browser stays responsive.
      if (mounted) startTransition(() => setCarousel(() => module.PublicationsSwiper));
    });
    return () => {
      mounted = false;
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
