'use client';

import dynamic from 'next/dynamic';
import styles from './forms.module.css';

/**
 * The contact page's message form, its code and validation fetched once the page is up: the
 * first load carries the map, the people and the info links only, and the form (below them on a
 * phone) takes its place without moving anything.
 */
export const LazyContactMessageForm = dynamic(
  () => import('./contact-message-form').then((m) => m.ContactMessageForm),
  { ssr: false, loading: () => <div className={styles.lazyPlaceholder} aria-hidden="true" /> },
);
