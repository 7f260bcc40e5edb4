'use client';

import { useLocale, useTranslations } from 'next-intl';
import { compactFollowers } from '@/lib/talents/followers';
import { SocialIcon } from './profile/social-icon';
import styles from './talent-card.module.css';

const NETWORK_NAMES: Record<string, string> = { instagram: 'Instagram', tiktok: 'TikTok' };

/** An influencer's audience under the card's name: each network's mark and its compact count ('1,2 mi'). */
export function CardFollowers({
  instagram,
  tiktok,
}: {
  instagram: number | null | undefined;
  tiktok: number | null | undefined;
}) {
  const t = useTranslations('talents.card.followers');
  const locale = useLocale();
  const counted = [
    { network: 'instagram', followers: instagram ?? null },
    { network: 'tiktok', followers: tiktok ?? null },
  ].filter((s): s is { network: string; followers: number } => s.followers !== null);
  if (counted.length === 0) return null;
  return (
    <ul className={styles.followers} aria-label={t('label')} data-testid="talent-card-followers">
      {counted.map((s) => {
        const count = compactFollowers(s.followers, locale);
        return (
          <li key={s.network} className={styles.follower}>
            <SocialIcon network={s.network} />
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden">
              {t('count', { network: NETWORK_NAMES[s.network] ?? s.network, count })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
