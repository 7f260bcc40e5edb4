'use client';

import { ResponsiveImg } from '@/components/media/responsive-img';
import type { TalentDetailsFieldsFragment } from '@/lib/gql/graphql';
import styles from './details-panel.module.css';

/**
 * Career entries from album 368: title, author, year, then the description. A client component,
 * so the page data holds the entries once instead of their markup. When some entries have a
 * picture, those without one keep its place with a neutral tile, so every text starts on one line.
 */
export function CareerList({ entries, lang }: { entries: TalentDetailsFieldsFragment['career']; lang?: string }) {
  const pictured = entries.some((entry) => entry.image);
  return (
    <ol className={styles.career} lang={lang} data-pictured={pictured || undefined}>
      {entries.map((entry, index) => (
        <li key={`${entry.title}-${index}`} className={styles.entry}>
          {entry.image ? (
            <ResponsiveImg
              src={entry.image.url}
              alt={entry.image.alt || entry.title}
              width={entry.image.width ?? 400}
              height={entry.image.height ?? 300}
              sizes="(min-width: 1024px) 120px, 30vw"
              className={styles.entryImage}
            />
          ) : (
            pictured && <span className={`${styles.entryImage} ${styles.entryNoImage}`} aria-hidden="true" />
          )}
          <div>
            <h4 className={styles.entryTitle}>{entry.title}</h4>
            {(entry.author || entry.year) && (
              <p className={styles.entryMeta}>{[entry.author, entry.year].filter(Boolean).join(' · ')}</p>
            )}
            {entry.description && <p className={styles.entryText}>{entry.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
