'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ClientResponsiveImg } from '@/components/media/client-responsive-img';
import type { TalentProfileData } from '@/lib/talents/types';
import { SLOT_SIZES } from './slot-sizes';
import styles from './profile.module.css';

type Video = Exclude<TalentProfileData['videos'][number], { __typename: 'Image' }>;

/** A player once it is on the page takes the focus from the play button it replaced. */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

/**
 * The video slot: a play button (the hosted file's poster behind it, when it has one) until the
 * visitor asks for the video, then the player in its place, playing and focused. No player is on
 * the page before that: a native player's controls are a tree of their own that the first layout
 * and paint would pay for, and YouTube's and Vimeo's players are another host's code and requests.
 */
export function VideoSlot({ video, name }: { video: Video; name: string }) {
  const t = useTranslations('talents.profile');
  const [playing, setPlaying] = useState(false);
  const label = t('video', { name });

  if (playing) {
    return (
      <div className={`${styles.slot} ${styles.videoSlot}`}>
        {video.__typename === 'HostedVideo' ? (
          <video
            ref={focusOnMount}
            className={styles.video}
            src={video.url}
            poster={video.poster?.url}
            controls
            autoPlay
            muted
            playsInline
            aria-label={label}
          />
        ) : (
          <iframe
            ref={focusOnMount}
            className={styles.video}
            src={video.embedUrl}
            title={label}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
          />
        )}
      </div>
    );
  }

  const poster = video.__typename === 'HostedVideo' ? video.poster : null;
  const provider = video.__typename === 'YoutubeVideo' ? 'YouTube' : video.__typename === 'VimeoVideo' ? 'Vimeo' : null;
  return (
    <button type="button" className={`${styles.slot} ${styles.videoFacade}`} onClick={() => setPlaying(true)}>
      {poster ? (
        <ClientResponsiveImg src={poster.url} alt="" fill sizes={SLOT_SIZES} className={styles.videoPoster} />
      ) : null}
      <span className={styles.play} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
        </svg>
      </span>
      <span className={styles.videoLabel}>{label}</span>
      {provider ? <span className={styles.videoProvider}>{provider}</span> : null}
    </button>
  );
}
