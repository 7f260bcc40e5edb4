'use client';

import { useEffect, useState, type ReactNode } from 'react';
import styles from './contact-map.module.css';

type MapState = 'asked' | 'offline' | 'waiting';

/**
 * Shows what the map would be (the children) and a button until the visitor asks for it, then the
 * iframe. Offline (when asked, or once the connection drops) it never draws the browser's
 * broken-page frame: it says the map needs a connection and keeps the button to try again; the
 * address and its maps link stay below it.
 */
export function MapEmbedToggle({
  src,
  title,
  loadLabel,
  offlineNote,
  children,
}: {
  src: string;
  title: string;
  loadLabel: string;
  offlineNote: string;
  children: ReactNode;
}) {
  const [state, setState] = useState<MapState>('waiting');

  useEffect(() => {
    if (state !== 'asked') return;
    const dropped = () => setState('offline');
    window.addEventListener('offline', dropped);
    return () => window.removeEventListener('offline', dropped);
  }, [state]);

  const ask = () => setState(navigator.onLine ? 'asked' : 'offline');

  return (
    <div className={styles.frame}>
      {state === 'asked' ? (
        <iframe className={styles.iframe} src={src} title={title} loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <div
          className={styles.placeholder}
          data-testid="map-placeholder"
          data-offline={state === 'offline' || undefined}
        >
          {state === 'offline' ? (
            <p className={styles.note} role="status">
              {offlineNote}
            </p>
          ) : (
            children
          )}
          <button type="button" className={styles.load} onClick={ask}>
            {loadLabel}
          </button>
        </div>
      )}
    </div>
  );
}
