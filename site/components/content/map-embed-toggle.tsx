'use client';

import { useState, type ReactNode } from 'react';
import styles from './contact-map.module.css';

/** Shows what the map would be (the children) and a button until the visitor asks for it, then the iframe. */
export function MapEmbedToggle({
  src,
  title,
  loadLabel,
  children,
}: {
  src: string;
  title: string;
  loadLabel: string;
  children: ReactNode;
}) {
  const [embedded, setEmbedded] = useState(false);
  return (
    <div className={styles.frame}>
      {embedded ? (
        <iframe className={styles.iframe} src={src} title={title} loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <div className={styles.placeholder} data-testid="map-placeholder">
          {children}
          <button type="button" className={styles.load} onClick={() => setEmbedded(true)}>
            {loadLabel}
          </button>
        </div>
      )}
    </div>
  );
}
