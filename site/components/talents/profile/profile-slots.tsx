import Image from 'next/image';
import type { TalentProfileData } from '@/lib/talents/types';
import { VideoSlot } from './video-slot';
import { ViewerTrigger } from './viewer-trigger';
import styles from './profile.module.css';

type Video = TalentProfileData['videos'][number];
type PlayableVideo = Exclude<Video, { __typename: 'Image' }>;

const isPlayable = (v: Video): v is PlayableVideo => v.__typename !== 'Image';

/**
 * The second and third of the profile's three image slots (the cover is the
 * first): a book photo, and the talent's first video, or another photo when
 * there is no video.
 */
export function ProfileSlots({ talent }: { talent: TalentProfileData }) {
  const video = talent.videos.find(isPlayable);
  const photos = talent.gallery.slice(0, video ? 1 : 2);
  if (photos.length === 0 && !video) return null;
  return (
    <section className={styles.slots} aria-label={talent.name}>
      {photos.map((photo, i) => (
        <ViewerTrigger key={photo.url} url={photo.url} className={styles.slot}>
          <Image
            src={photo.url}
            alt={photo.alt || `${talent.name} ${i + 2}`}
            fill
            sizes="(min-width: 1024px) 50vw, 100vw"
            className={styles.slotImage}
          />
        </ViewerTrigger>
      ))}
      {video && <VideoSlot video={video} name={talent.name} />}
    </section>
  );
}
