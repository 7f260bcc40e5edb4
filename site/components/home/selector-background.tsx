'use client';

import { useEffect, useRef, useState } from 'react';
import { ResponsiveImg } from '@/components/media/responsive-img';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icons';
import { useReducedMotion } from '@/lib/ui/use-reduced-motion';
import styles from './brand-selector.module.css';

export interface SelectorMedia {
  still: { url: string; alt: string };
  video: { url: string } | null;
}

/** Phones get the still image (the video plays on larger screens only, never under reduced motion). */
const VIDEO_QUERY = '(min-width: 768px)';

/**
 * The selector's background: the still is painted first (it is the video's
 * poster); on larger screens without reduced motion a muted, looping,
 * inline video plays over it, with a visible pause control.
 */
export function SelectorBackground({ media }: { media: SelectorMedia }) {
  const t = useTranslations('common.selector');
  const reduce = useReducedMotion();
  const [wide, setWide] = useState(false);
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const query = window.matchMedia(VIDEO_QUERY);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const playVideo = Boolean(media.video && wide && !reduce);
  const toggle = () => {
    const el = video.current;
    if (!el) return;
    // The play/pause events update the button, so it also follows the browser's own controls.
    if (el.paused) void el.play();
    else el.pause();
  };

  return (
    <div className={styles.background}>
      <ResponsiveImg src={media.still.url} alt="" fill preload sizes="100vw" className={styles.still} />
      {playVideo && media.video ? (
        <>
          <video
            ref={video}
            className={styles.video}
            src={media.video.url}
            poster={media.still.url}
            muted
            playsInline
            loop
            autoPlay
            preload="metadata"
            aria-hidden="true"
            onPlay={() => setPaused(false)}
            onPause={() => setPaused(true)}
          />
          <button type="button" className={styles.pause} onClick={toggle} aria-pressed={paused}>
            <Icon name={paused ? 'play' : 'pause'} size={16} />
            <span className="visually-hidden">{paused ? t('playVideo') : t('pauseVideo')}</span>
          </button>
        </>
      ) : null}
      <div className={styles.shade} />
    </div>
  );
}
