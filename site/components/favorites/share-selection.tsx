'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { buildShareUrl } from '@/lib/favorites/share-link';
import { showToast } from '@/lib/state/toast-store';
import styles from './favorites.module.css';

/** A link that opens /favoritos with this selection in any browser (?ids=1,2,3). */
export function ShareSelection({ ids }: { ids: readonly string[] }) {
  const t = useTranslations('talents.favoritesPage');
  const locale = useLocale();
  const inputId = useId();
  const [url, setUrl] = useState<string | null>(null);

  const share = async () => {
    const link = buildShareUrl(window.location.origin, locale, ids);
    setUrl(link);
    try {
      await navigator.clipboard.writeText(link);
      showToast('success', t('copied'));
    } catch {
      showToast('info', t('copyFailed'));
    }
  };

  return (
    <div className={styles.share}>
      <button type="button" className={styles.button} onClick={share} data-testid="share-favorites">
        {t('share')}
      </button>
      {url && (
        <div className={styles.shareField}>
          <label htmlFor={inputId} className={styles.shareLabel}>
            {t('shareLabel')}
          </label>
          <input
            id={inputId}
            className={styles.shareInput}
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            data-testid="share-url"
          />
        </div>
      )}
    </div>
  );
}
