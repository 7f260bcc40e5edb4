import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { compactFollowers } from '@/lib/talents/followers';
import { SocialIcon } from './social-icon';
import styles from './profile.module.css';

interface Social {
  network: string;
  handle: string;
  url: string;
  followers: number | null;
}

/** Instagram, TikTok and Twitter with their audience in compact form ('12,3 mil'). */
export async function SocialLinks({
  socials,
  locale,
  label,
}: {
  socials: readonly Social[];
  locale: AppLocale;
  label: string;
}) {
  const t = await getTranslations({ locale, namespace: 'talents.profile' });
  return (
    <ul className={styles.socials} aria-label={label}>
      {socials.map((s) => (
        <li key={s.network}>
          <a href={s.url} target="_blank" rel="noopener noreferrer" className={styles.social} data-network={s.network}>
            <SocialIcon network={s.network} />
            <span className={styles.visuallyHidden}>{s.network}: </span>
            <span>@{s.handle}</span>
            {s.followers !== null && (
              <span className={styles.followers}>
                {t('followers', { count: compactFollowers(s.followers, locale) })}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
