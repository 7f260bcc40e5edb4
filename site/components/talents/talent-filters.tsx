'use client';

import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { LETTERS, SEARCH_DEBOUNCE_MS } from '@/lib/lists/filters';
import { castingEntries, talentFiltersQuery, type TalentFilters } from '@/lib/talents/casting-filters';
import styles from './talent-filters.module.css';

interface Props {
  filters: TalentFilters;
  /** First letters present in the unfiltered list; others are shown but inactive. */
  letters: readonly string[];
  onChange: (filters: TalentFilters) => void;
}

/** Search box (contains, case-insensitive) and the A–Z letter filter with All. */
export function TalentFiltersBar({ filters, letters, onChange }: Props) {
  const t = useTranslations('talents.list');
  const inputId = useId();
  const [text, setText] = useState(filters.search ?? '');

  useEffect(() => {
    const search = text.replace(/\s+/g, ' ').trim() || null;
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  // Letter links work without JavaScript (the server renders ?letra=, the other filters kept); with
  // it, the list filters in place.
  const letterLink = (letter: string | null) => ({
    href: talentFiltersQuery({ ...filters, letter }) || '?',
    onClick: (event: React.MouseEvent) => {
      event.preventDefault();
      onChange({ ...filters, letter });
    },
  });

  return (
    <div className={styles.bar}>
      {/* A GET form: without JavaScript, Enter or the button loads ?q= (the letter and casting filters
          kept) from the server; with it, the list filters in place at once. */}
      <form
        className={styles.search}
        role="search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const search = text.replace(/\s+/g, ' ').trim() || null;
          if (search !== filters.search) onChange({ ...filters, search });
        }}
      >
        <label htmlFor={inputId} className={styles.label}>
          {t('searchLabel')}
        </label>
        <div className={styles.field}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.icon}>
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          <input
            id={inputId}
            type="search"
            name="q"
            value={text}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            maxLength={80}
            className={styles.input}
            onChange={(e) => setText(e.target.value)}
          />
          {filters.letter ? <input type="hidden" name="letra" value={filters.letter} /> : null}
          {castingEntries(filters.casting).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={styles.submit}>
            {t('searchSubmit')}
          </button>
        </div>
      </form>
      <nav aria-label={t('lettersLabel')} className={styles.letters}>
        <a className={styles.letter} aria-current={filters.letter === null ? 'true' : undefined} {...letterLink(null)}>
          {t('all')}
        </a>
        {LETTERS.map((letter) =>
          letters.includes(letter) ? (
            <a
              key={letter}
              className={styles.letter}
              aria-current={filters.letter === letter ? 'true' : undefined}
              {...letterLink(letter)}
            >
              {letter}
            </a>
          ) : (
            <span
              key={letter}
              className={`${styles.letter} ${styles.unavailable}`}
              title={t('letterUnavailable', { letter })}
            >
              {letter}
            </span>
          ),
        )}
      </nav>
    </div>
  );
}
