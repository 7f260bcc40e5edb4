'use client';

import { ResponsiveImg } from '@/components/media/responsive-img';
import { useEffect, useRef, useState } from 'react';
import styles from './media.module.css';

export type LazyVideoSource = { type: 'iframe'; src: string } | { type: 'file'; src: string };

/**
 * A facade: the poster (or a quiet panel) and a link to watch the video
 * elsewhere are painted first, so a player that cannot load never leaves an
 * empty frame. A platform's player (YouTube, Vimeo: another host, which may be
 * unreachable) is created on the play button, muted and autoplaying as the
 * back-ends' embeds are; a hosted file starts by itself near the viewport
 * (not under reduced motion) and falls back to the poster and link if it fails.
 */
export function LazyVideo({
  source,
  title,
  playLabel,
  watch,
  poster,
  posterFromPlatform = false,
  ratio = 16 / 9,
  sizes = '100vw',
}: {
  source: LazyVideoSource;
  title: string;
  playLabel: string;
  /** Where to watch it without the player (the platform's page or the file), with the link's text. */
  watch: { url: string; label: string };
  poster?: { url: string; alt: string } | null;
  /** A poster on the video platform's own image CDN (already sized), loaded by the browser as is. */
  posterFromPlatform?: boolean;
  ratio?: number;
  sizes?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (!node || active || failed || source.type !== 'file') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setActive(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active, failed, source.type]);

  return (
    <div ref={ref} className={styles.video} style={{ aspectRatio: ratio }} data-active={active} data-failed={failed}>
      {active && !failed ? (
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
          <video
            className={styles.player}
            src={source.src}
            autoPlay
            muted
            loop
            playsInline
            controls
            title={title}
            onError={() => setFailed(true)}
          />
        )
      ) : (
        <>
          {poster ? (
            // Our image optimizer only fetches the back-ends' media hosts; a platform's thumbnail
            // (i.ytimg.com) is already a sized JPEG on a CDN, so the browser loads it directly.
            <ResponsiveImg
              src={poster.url}
              alt=""
              fill
              sizes={sizes}
              unoptimized={posterFromPlatform}
              className={styles.img}
            />
          ) : null}
          {failed ? null : (
            <button type="button" className={styles.play} onClick={() => setActive(true)} aria-label={playLabel}>
              <svg viewBox="0 0 24 24" aria-hidden="true" width="28" height="28">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </button>
          )}
          <a className={styles.watch} href={watch.url} target="_blank" rel="noopener noreferrer">
            {watch.label}
          </a>
        </>
      )}
    </div>
  );
}
