'use client';

import { ResponsiveImg } from '@/components/media/responsive-img';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ShellLink as Link } from '@/components/ui/shell-link';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { toFavorite } from '@/lib/favorites/from-card';
import type { TalentCardData } from '@/lib/talents/types';
import { profilePath } from '@/lib/talents/paths';
import { CardMeasures } from './card-measures';
import { CardFollowers } from './card-followers';
import styles from './talent-card.module.css';
import { cardImageAlt } from '@/lib/talents/card-alt';

/** Two columns on phones, four from 1024 px: a phone never downloads a desktop-size image. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 25vw, 50vw';

interface Props {
  talent: TalentCardData;
  category: string | null;
  /** The first row is above the fold: loaded eagerly and with high priority. */
  eager: boolean;
  /** Announced in the document's head at high priority, with the srcset and sizes of its <img>. */
  preload?: boolean;
  /** An eager card's fetch priority: high unless a page's first row on phones is only the preloaded ones. */
  priority?: 'high' | 'auto';
  /** Follower counts under the name (the influencer brand's cards). */
  showFollowers?: boolean;
}

/**
 * A roster card: a 3:4 portrait that flips (from 1024 px, on hover after
 * 2000 ms, or on keyboard focus) to the second cover and key measures.
 * On touch screens the flip is a real button.
 */
export function TalentCard({
  talent,
  category,
  eager,
  preload = false,
  priority = 'high',
  showFollowers = false,
}: Props) {
  const t = useTranslations('talents.card');
  const [flipped, setFlipped] = useState(false);
  // The back (its image and the measures over it) is drawn only once the visitor shows interest in
  // this card: the hidden backs were a quarter of a list's elements (about 5 KB of its HTML).
  const [armed, setArmed] = useState(false);
  const back = talent.cover2 ?? talent.cover;
  const arm = () => setArmed(true);

  return (
    <article
      className={styles.card}
      data-testid="talent-card"
      data-flipped={flipped}
      onPointerEnter={arm}
      onFocus={arm}
    >
      <Link href={profilePath(talent, category)} className={styles.link} data-testid="talent-card-link">
        <span className={styles.media}>
          <span className={styles.flipper}>
            <span className={styles.front}>
              <ResponsiveImg
                src={talent.cover.url}
                alt={cardImageAlt(talent.cover.alt, talent.name)}
                fill
                sizes={CARD_IMAGE_SIZES}
                loading={eager ? 'eager' : 'lazy'}
                fetchPriority={eager ? priority : 'auto'}
                preload={preload}
                className={styles.image}
              />
            </span>
            <span className={styles.back} aria-hidden="true">
              {(armed || flipped) && (
                <>
                  <ResponsiveImg src={back.url} alt="" fill sizes={CARD_IMAGE_SIZES} className={styles.image} />
                  <CardMeasures measures={talent.measures} />
                </>
              )}
            </span>
          </span>
        </span>
        <span className={styles.name} data-testid="talent-card-name">
          {talent.name}
        </span>
      </Link>
      {showFollowers ? <CardFollowers instagram={talent.instagramFollowers} tiktok={talent.tiktokFollowers} /> : null}
      <div className={styles.actions}>
        <FavoriteToggle talent={toFavorite(talent, category)} variant="overlay" />
      </div>
      {talent.measures.length > 0 && (
        <button
          type="button"
          className={styles.flipButton}
          aria-pressed={flipped}
          aria-label={`${flipped ? t('hideMeasures') : t('showMeasures')}: ${talent.name}`}
          onClick={() => {
            setArmed(true);
            setFlipped((f) => !f);
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M20 12a8 8 0 0 1-13.7 5.6M4 12a8 8 0 0 1 13.7-5.6M17.7 2.8v3.8h-3.8M6.3 21.2v-3.8h3.8"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
    </article>
  );
}
