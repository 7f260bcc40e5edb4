'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { useTalentNav } from '@/lib/state/talent-nav';
import { Icon } from '@/components/ui/icons';
import styles from './navbar.module.css';

/**
 * The profile's back button: it closes the details panel first,
 * otherwise it goes back to the list the profile was opened from.
 */
export function TalentBackButton() {
  const t = useTranslations('common.nav');
  const router = useRouter();
  const { detailsOpen, backHref, setDetailsOpen } = useTalentNav();
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={() => (detailsOpen ? setDetailsOpen(false) : router.push(backHref))}
      data-talent-back=""
    >
      <Icon name="arrow-left" />
      <span className={styles.iconLabel}>{t('back')}</span>
    </button>
  );
}

/** The profile's "more details" toggle, which opens and closes the details panel. */
export function TalentDetailsButton() {
  const t = useTranslations('common.nav');
  const { detailsOpen, setDetailsOpen } = useTalentNav();
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={detailsOpen}
      onClick={() => setDetailsOpen(!detailsOpen)}
      data-talent-details=""
    >
      <Icon name={detailsOpen ? 'close' : 'plus'} />
      <span className={styles.iconLabel}>{detailsOpen ? t('hideDetails') : t('details')}</span>
    </button>
  );
}
