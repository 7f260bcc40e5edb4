import type { MediaFieldsFragment } from '@/lib/gql/graphql';
import { aspectRatio, toRows } from '@/lib/posts/rows';
import { MediaView, mediaRatio } from './media-view';
import styles from './media.module.css';

/**
 * Row-based masonry (two-up then three-up rows, reading order kept): each
 * item's width follows its aspect ratio so a row stays level. Videos count as
 * 16:9, images of unknown size as the portrait default.
 */
export function Masonry({
  items,
  title,
  playLabel,
}: {
  items: readonly MediaFieldsFragment[];
  title: string;
  playLabel: string;
}) {
  const rows = toRows(items);
  return (
    <div className={styles.masonry}>
      {rows.map((row, r) => (
        <div className={styles.row} key={r}>
          {row.map((media, i) => {
            const ratio = mediaRatio(media) ?? (media.__typename === 'Image' ? aspectRatio(null, null) : 16 / 9);
            return (
              <div className={styles.cell} style={{ flexGrow: ratio, flexBasis: `${ratio * 10}rem` }} key={i}>
                <MediaView
                  media={media}
                  title={title}
                  playLabel={playLabel}
                  ratio={ratio}
                  sizes={`(max-width: 1023px) 100vw, ${Math.round(100 / row.length)}vw`}
                />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
