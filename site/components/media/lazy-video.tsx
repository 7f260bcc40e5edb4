'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import styles from './media.module.css';

export type LazyVideoSource = { type: 'iframe'; src: string } | { type: 'file'; src: string };

/**
 * A facade: the poster (or a quiet panel) is painted first and the player is
 * only created when the block comes near the viewport, so pages with many
 * videos stay light. Players start muted and autoplaying, as the back-ends'
 * embeds do; under reduced motion nothing starts by itself (the play button does).
 */
export function LazyVideo({
  source,
  title,
  playLabel,
  poster,
  posterFromPlatform = false,
  ratio = 16 / 9,
  sizes = '100vw',
}: {
  source: LazyVideoSource;
  title: string;
  playLabel: string;
  poster?: { url: string; alt: string } | null;
  /** A poster on the video platform's own image CDN (already sized), loaded by the browser as is. */
  posterFromPlatform?: boolean;
  ratio?: number;
  sizes?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (!node || active) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setActive(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);

  return (
    <div ref={ref} className={styles.video} style={{ aspectRatio: ratio }} data-active={active}>
      {active ? (
        source.type === 'iframe' ? (
          <iframe
            className={styles.player}
            src={source.src}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            loading="lazy"
          />
        ) : (
          <video className={styles.player} src={source.src} autoPlay muted loop playsInline controls title={title} />
        )
      ) : (
        <>
          {poster ? (
            // Our image optimizer only fetches the back-ends' media hosts; a platform's thumbnail
            // (i.ytimg.com) is already a sized JPEG on a CDN, so the browser loads it directly.
            <Image src={poster.url} alt="" fill sizes={sizes} unoptimized={posterFromPlatform} className={styles.img} />
          ) : null}
          <button type="button" className={styles.play} onClick={() => setActive(true)} aria-label={playLabel}>
            <svg viewBox="0 0 24 24" aria-hidden="true" width="28" height="28">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </button>
        </>
      )}
    </div>
  );
}
