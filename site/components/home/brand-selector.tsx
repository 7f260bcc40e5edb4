'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useBrandSites } from '@/lib/shell/use-brand-sites';
import type { SisterBrand } from '@/components/layout/navbar/types';
import { useSiteStore } from '@/lib/state/site-store';
import { SelectorBackground, type SelectorMedia } from './selector-background';
import { nextSelection } from './selection';
import styles from './brand-selector.module.css';

interface Props {
  brands: readonly SisterBrand[];
  mainBrand: string;
  title: string;
  subtitle: string | null;
  /** `lang` of the title and subtitle when they are the panel's Portuguese on a page in another language. */
  textLang?: string;
  media: SelectorMedia;
}

/**
 * The brand selector of the home: a toggle list of the five
 * brands and an Enter button. A second click deselects; Enter with nothing
 * chosen sets the error state; the main brand is entered in place, any
 * other one on its own site.
 */
export function BrandSelector({ brands: initial, mainBrand, title, subtitle, textLang, media }: Props) {
  const t = useTranslations('common.selector');
  // The sisters' direct URLs are asked once the visitor reaches for the selector (a pointer over it,
  // a touch, the keyboard's focus), not on load: the home then loads no GraphQL client, and an Enter
  // before the answer still lands, through the branch root's redirect.
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);
  const brands = useBrandSites(initial, engaged);
  const setActiveBrand = useSiteStore((s) => s.setActiveBrand);
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState(false);

  const enter = () => {
    if (selected === null) {
      setError(true);
      return;
    }
    if (selected === mainBrand) {
      setActiveBrand(mainBrand);
      return;
    }
    const target = brands.find((b) => b.key === selected);
    if (target) window.location.assign(target.siteUrl);
  };

  return (
    <section
      className={styles.selector}
      aria-labelledby="selector-title"
      data-error={error || undefined}
      onPointerEnter={engage}
      onPointerDown={engage}
      onFocus={engage}
    >
      <SelectorBackground media={media} />
      <div className={styles.content}>
        <p className={styles.eyebrow} id="selector-title">
          {t('title')}
        </p>
        <h1 className={styles.headline} lang={textLang}>
          {title}
        </h1>
        {subtitle ? (
          <p className={styles.subtitle} lang={textLang}>
            {subtitle}
          </p>
        ) : null}
        <ul className={styles.list}>
          {brands.map((b, i) => (
            <li key={b.key}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={selected === b.key}
                data-brand-option={b.key}
                style={{ ['--swatch' as string]: b.color }}
                onClick={() => {
                  setSelected((current) => nextSelection(current, b.key));
                  setError(false);
                }}
              >
                <span className={styles.index} aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <span className={styles.name}>{b.name}</span>
              </button>
            </li>
          ))}
        </ul>
        {/* Why nothing happened, shown beside the marked list and announced (an alert). */}
        <p id="selector-error" role="alert" className={styles.error}>
          {error ? t('error') : ''}
        </p>
        <button type="button" className={styles.enter} onClick={enter} data-selector-enter="">
          {t('enter')}
          <span aria-hidden="true" className={styles.arrow}>
            →
          </span>
        </button>
      </div>
    </section>
  );
}
