import type { CSSProperties } from 'react';
import { ClientResponsiveImg } from '@/components/media/client-responsive-img';
import { responsiveSource } from '@/lib/media/responsive-image';
import type { TalentProfileData } from '@/lib/talents/types';
import { SLOT_SIZES } from './slot-sizes';
import { VideoSlot } from './video-slot';
import { ViewerTrigger } from './viewer-trigger';
import styles from './profile.module.css';

type Video = TalentProfileData['videos'][number];
type PlayableVideo = Exclude<Video, { __typename: 'Image' }>;

const isPlayable = (v: Video): v is PlayableVideo => v.__typename !== 'Image';

/** A slot's back fills it at about half the page's width. */
const BACK_WIDTH = 720;

/**
 * A slot's back photo as a CSS background (the optimizer's 1x and 2x), applied only where the slot
 * flips: below 1024 px the rule does not apply and a phone never downloads it, which an <img> hidden
 * by display: none would not guarantee (Chromium loads those).
 */
function backgroundOf(url: string): CSSProperties {
  const source = responsiveSource(url, { width: BACK_WIDTH });
  const candidates = (source.srcSet ?? source.src)
    .split(', ')
    .map((entry) => {
      const [src, density = '1x'] = entry.split(' ');
      return `url("${src}") ${density}`;
    })
    .join(', ');
  return { '--slot-back': `image-set(${candidates})` } as CSSProperties;
}

/**
 * The second and third of the profile's three image slots (the cover is the
 * first): a book photo, and the talent's first video, or another photo when
 * there is no video. From 1024 px a photo slot flips, after a second of hover,
 * to the next gallery photo no slot shows (the gallery flip); clicking opens
 * the viewer on the side in view.
 */
export function ProfileSlots({ talent }: { talent: TalentProfileData }) {
  const video = talent.videos.find(isPlayable);
  const photos = talent.gallery.slice(0, video ? 1 : 2);
  const backs = talent.gallery.slice(photos.length, photos.length * 2);
  if (photos.length === 0 && !video) return null;
  return (
    <section className={styles.slots} aria-label={talent.name}>
      {photos.map((photo, i) => {
        const back = backs[i];
        return (
          <ViewerTrigger key={photo.url} url={photo.url} backUrl={back?.url} className={styles.slot}>
            <span className={styles.slotFlipper} data-flipper={back ? '' : undefined}>
              <ClientResponsiveImg
                src={photo.url}
                alt={photo.alt || `${talent.name} ${i + 2}`}
                fill
                sizes={SLOT_SIZES}
                className={styles.slotImage}
              />
              {back ? <span className={styles.slotBack} style={backgroundOf(back.url)} data-slot-back="" /> : null}
            </span>
          </ViewerTrigger>
        );
      })}
      {video && <VideoSlot video={video} name={talent.name} />}
    </section>
  );
}
