'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { TalentProfileData } from '@/lib/talents/types';
import styles from './profile.module.css';

type Video = Exclude<TalentProfileData['videos'][number], { __typename: 'Image' }>;

/**
 * The video slot. A hosted file plays in a native player (muted, inline,
 * nothing downloaded before play); YouTube and Vimeo load their player only
 * when asked, so the profile makes no third-party request by itself.
 */
export function VideoSlot({ video, name }: { video: Video; name: string }) {
  const t = useTranslations('talents.profile');
  const [playing, setPlaying] = useState(false);
  const label = t('video', { name });

  if (video.__typename === 'HostedVideo') {
    return (
      <div className={`${styles.slot} ${styles.videoSlot}`}>
        <video
          className={styles.video}
          src={video.url}
          poster={video.poster?.url}
          controls
          muted
          playsInline
          preload="none"
          aria-label={label}
        />
      </div>
    );
  }

  if (playing) {
    return (
      <div className={`${styles.slot} ${styles.videoSlot}`}>
        <iframe
          className={styles.video}
          src={video.embedUrl}
          title={label}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
        />
      </div>
    );
  }

  return (
    <button type="button" className={`${styles.slot} ${styles.videoFacade}`} onClick={() => setPlaying(true)}>
      <span className={styles.play} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
        </svg>
      </span>
      <span className={styles.videoLabel}>{label}</span>
      <span className={styles.videoProvider}>{video.__typename === 'YoutubeVideo' ? 'YouTube' : 'Vimeo'}</span>
    </button>
  );
}
