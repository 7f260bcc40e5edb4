'use client';

import type { TalentCardData } from '@/lib/talents/types';
import { TalentCard } from './talent-card';
import styles from './talent-grid.module.css';

/** The first row (four cards on desktop, two rows on phones) is above the fold. */
const EAGER_CARDS = 4;
/**
 * A phone's first row: on a list page its first paint, preloaded at high priority; the rest of the
 * eager cards (a desktop's first row) load at the browser's own priority, so on a phone's slow link
 * they never share it with the first two. (React announces every eager image in the head.)
 */
const PHONE_ROW = 2;

export function TalentGrid({
  talents,
  category,
  showFollowers = false,
  preloadFirstRow = false,
}: {
  talents: readonly TalentCardData[];
  category: string | null;
  /** Follower counts under the names (the influencer brand's cards). */
  showFollowers?: boolean;
  /** The grid is the page's first screen: its first phone row is preloaded (the page's LCP). */
  preloadFirstRow?: boolean;
}) {
  return (
    <ul className={styles.grid} data-testid="talent-grid">
      {talents.map((talent, index) => (
        <li key={talent.id} className={styles.item}>
          <TalentCard
            talent={talent}
            category={category}
            eager={index < EAGER_CARDS}
            preload={preloadFirstRow && index < PHONE_ROW}
            priority={preloadFirstRow ? 'auto' : 'high'}
            showFollowers={showFollowers}
          />
        </li>
      ))}
    </ul>
  );
}

/** Grey blocks at the card ratio while a list loads: nothing jumps when it arrives. */
export function TalentGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={label} data-testid="talent-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.item} aria-hidden="true">
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonName} />
        </li>
      ))}
    </ul>
  );
}
