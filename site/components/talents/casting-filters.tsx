'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AGE_RANGE, HEIGHT_RANGE, parseRange, type Bounds } from '@agency/schema/validation/casting';
import { LETTER_PARAM, SEARCH_DEBOUNCE_MS, SEARCH_PARAM } from '@/lib/lists/filters';
import {
  CASTING_PARAMS,
  castingCount,
  GENDERS,
  NO_CASTING,
  talentFiltersQuery,
  type CastingColourLists,
  type CastingFilters,
  type TalentFilters,
} from '@/lib/talents/casting-filters';
import type { CastingFacets } from '@/lib/talents/types';
import styles from './casting-filters.module.css';

interface Props {
  filters: TalentFilters;
  colours: CastingColourLists;
  /** Counts per choice of the list shown (null until a list has loaded). */
  facets: CastingFacets | null;
  onChange: (filters: TalentFilters) => void;
}

type RangeText = { min: string; max: string };
const rangeText = (range: { min: number | null; max: number | null } | null): RangeText => ({
  min: range?.min?.toString() ?? '',
  max: range?.max?.toString() ?? '',
});

/**
 * Casting filters (gender, age and height ranges, hair and eye colour) in a GET form inside a
 * disclosure: without JavaScript the button loads the filtered list from the server (the search and
 * letter kept as hidden fields); with it, a choice filters in place at once and typed ranges after
 * a pause. Each choice shows how many talents of the list it would leave.
 */
export function CastingFiltersForm({ filters, colours, facets, onChange }: Props) {
  const t = useTranslations('talents.casting');
  const id = useId();
  const { casting } = filters;
  const [age, setAge] = useState<RangeText>(() => rangeText(casting.age));
  const [height, setHeight] = useState<RangeText>(() => rangeText(casting.height));
  const active = castingCount(casting);
  // Open when the page came with casting filters; then as the visitor leaves it.
  const [open, setOpen] = useState(active > 0);
  const genderRef = useRef<HTMLSelectElement>(null);

  const apply = (next: Partial<CastingFilters>) => onChange({ ...filters, casting: { ...casting, ...next } });
  const typed = (text: RangeText, bounds: Bounds) => parseRange(text.min, text.max, bounds);
  const sameRange = (a: CastingFilters['age'], b: CastingFilters['age']) => a?.min === b?.min && a?.max === b?.max;

  // Typed ranges settle like the search box: one list request per pause, not per key.
  useEffect(() => {
    const next = { age: typed(age, AGE_RANGE), height: typed(height, HEIGHT_RANGE) };
    if (sameRange(next.age, casting.age) && sameRange(next.height, casting.height)) return;
    const timer = setTimeout(() => onChange({ ...filters, casting: { ...casting, ...next } }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [age, height, filters, casting, onChange]);

  const count = (n: number | undefined, label: string) =>
    n === undefined ? label : t('option', { label, count: String(n) });
  const genderCount = (gender: string) => facets?.gender.find((g) => g.gender === gender.toUpperCase())?.count;
  const colourSelect = (key: 'hair' | 'eyes') => {
    const counts = new Map(facets?.[key].map((c) => [c.value, c.count]));
    // A colour no talent of the list has is not offered (unless chosen): 25 hair colours would bury the few there are.
    const options = colours[key].filter((o) => !facets || (counts.get(o.value) ?? 0) > 0 || o.value === casting[key]);
    if (colours[key].length === 0) return null;
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${key}`} className={styles.label}>
          {t(key)}
        </label>
        <select
          id={`${id}-${key}`}
          name={CASTING_PARAMS[key]}
          className={styles.select}
          value={casting[key] ?? ''}
          onChange={(e) => apply({ [key]: e.target.value || null })}
        >
          <option value="">{t('any')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {count(counts.get(o.value), o.label)}
            </option>
          ))}
        </select>
      </div>
    );
  };

  const rangeFields = (
    key: 'age' | 'height',
    text: RangeText,
    set: (text: RangeText) => void,
    bounds: Bounds,
    names: { min: string; max: string },
  ) => {
    const span = facets?.[key];
    const hintId = `${id}-${key}-span`;
    return (
      <fieldset className={styles.range} aria-describedby={span ? hintId : undefined}>
        <legend className={styles.label}>{t(key)}</legend>
        <div className={styles.rangeInputs}>
          {(['min', 'max'] as const).map((end) => (
            <label key={end} className={styles.rangeEnd}>
              <span className={styles.rangeLabel}>{t(end === 'min' ? 'from' : 'to')}</span>
              <input
                type="number"
                inputMode="numeric"
                name={names[end]}
                min={bounds.min}
                max={bounds.max}
                step={1}
                value={text[end]}
                placeholder={span ? String(span[end]) : undefined}
                className={styles.number}
                onChange={(e) => set({ ...text, [end]: e.target.value })}
              />
            </label>
          ))}
        </div>
        {span ? (
          <p id={hintId} className={styles.hint}>
            {t('span', { min: String(span.min), max: String(span.max) })}
          </p>
        ) : null}
      </fieldset>
    );
  };

  return (
    <details
      className={styles.casting}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="casting-filters"
    >
      <summary className={styles.summary}>
        {t('title')}
        {active > 0 ? (
          <span className={styles.active}>{t('active', { count: active, total: String(active) })}</span>
        ) : null}
      </summary>
      <form
        method="get"
        aria-label={t('formLabel')}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onChange({
            ...filters,
            casting: { ...casting, age: typed(age, AGE_RANGE), height: typed(height, HEIGHT_RANGE) },
          });
        }}
      >
        {filters.search ? <input type="hidden" name={SEARCH_PARAM} value={filters.search} /> : null}
        {filters.letter ? <input type="hidden" name={LETTER_PARAM} value={filters.letter} /> : null}
        <div className={styles.field}>
          <label htmlFor={`${id}-gender`} className={styles.label}>
            {t('gender')}
          </label>
          <select
            ref={genderRef}
            id={`${id}-gender`}
            name={CASTING_PARAMS.gender}
            className={styles.select}
            value={casting.gender ?? ''}
            onChange={(e) => apply({ gender: (e.target.value || null) as CastingFilters['gender'] })}
          >
            <option value="">{t('any')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {count(genderCount(gender), t(`genders.${gender}`))}
              </option>
            ))}
          </select>
        </div>
        {rangeFields('age', age, setAge, AGE_RANGE, { min: CASTING_PARAMS.ageMin, max: CASTING_PARAMS.ageMax })}
        {rangeFields('height', height, setHeight, HEIGHT_RANGE, {
          min: CASTING_PARAMS.heightMin,
          max: CASTING_PARAMS.heightMax,
        })}
        {colourSelect('hair')}
        {colourSelect('eyes')}
        <div className={styles.actions}>
          <button type="submit" className={styles.apply}>
            {t('apply')}
          </button>
          {active > 0 ? (
            <a
              className={styles.clear}
              href={talentFiltersQuery({ ...filters, casting: NO_CASTING }) || '?'}
              onClick={(event) => {
                event.preventDefault();
                setAge(rangeText(null));
                setHeight(rangeText(null));
                onChange({ ...filters, casting: NO_CASTING });
                // The link goes with the filters: focus stays in the form.
                genderRef.current?.focus();
              }}
            >
              {t('clear')}
            </a>
          ) : null}
        </div>
      </form>
    </details>
  );
}
