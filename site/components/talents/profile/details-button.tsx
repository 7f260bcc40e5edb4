'use client';

import { useTranslations } from 'next-intl';
import { useTalentNav } from '@/lib/state/talent-nav';
import { DETAILS_PANEL_ID } from './details-panel';
import styles from './profile.module.css';

/** Opens the details panel (bio, languages, career); the navbar has the same control. */
export function DetailsButton() {
  const t = useTranslations('talents.profile');
  const open = useTalentNav((s) => s.detailsOpen);
  const setOpen = useTalentNav((s) => s.setDetailsOpen);
  return (
    <button
      type="button"
      className={styles.detailsButton}
      aria-expanded={open}
      aria-controls={DETAILS_PANEL_ID}
      onClick={() => setOpen(!open)}
      data-testid="profile-details-button"
    >
      {t('details')}
    </button>
  );
}
