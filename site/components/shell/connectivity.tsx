'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { prefetchAllowed, readConnectionHints } from '@/lib/shell/connection';
import { useSiteStore } from '@/lib/state/site-store';
import styles from './connectivity.module.css';

interface NetworkInformation extends EventTarget {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Tracks online/offline and the connection quality into the site
 * store; ShellLink reads the result to skip prefetching. Offline, a quiet
 * notice says why pages may not load.
 */
export function Connectivity() {
  const t = useTranslations('common.status');
  const online = useSiteStore((s) => s.online);
  const setConnection = useSiteStore((s) => s.setConnection);

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const update = () => {
      const hints = readConnectionHints(navigator);
      setConnection(hints.online, prefetchAllowed(hints));
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    connection?.addEventListener('change', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      connection?.removeEventListener('change', update);
    };
  }, [setConnection]);

  return (
    <div role="status" className={styles.notice} data-visible={!online || undefined}>
      {online ? null : t('offline')}
    </div>
  );
}
