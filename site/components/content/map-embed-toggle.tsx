'use client';

import { useState, type ReactNode } from 'react';
import styles from './contact-map.module.css';

/** Shows the drawn map until the visitor asks for the interactive one, then swaps in the iframe. */
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
        <>
          {children}
          <button type="button" className={styles.load} onClick={() => setEmbedded(true)}>
            {loadLabel}
          </button>
        </>
      )}
    </div>
  );
}
