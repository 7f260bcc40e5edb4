'use client';

import { useTranslations } from 'next-intl';
import { ShellLink } from '@/components/ui/shell-link';
import { useBrandSites } from '@/lib/shell/use-brand-sites';
import type { SisterBrand } from './types';
import styles from './brand-switcher-list.module.css';

/**
 * The brand switcher: the five brands; the current one links to
 * the root, each other one to its own site (www kept when the host has it).
 */
export function BrandSwitcherList(props: {
  currentBrand: string;
  brands: readonly SisterBrand[];
  /** Whether the list is on screen (its panel open): the exact site URLs are asked for then. */
  shown: boolean;
  className?: string;
}) {
  const t = useTranslations('common.nav');
  const brands = useBrandSites(props.brands, props.shown);
  return (
    <ul className={[styles.list, props.className].filter(Boolean).join(' ')} data-brand-switcher="">
      {brands.map((b) => (
        <li key={b.key} style={{ ['--swatch' as string]: b.color }}>
          {b.key === props.currentBrand ? (
            <ShellLink href="/" aria-current="true">
              {b.name}
              <span className="visually-hidden"> {t('currentBrand')}</span>
            </ShellLink>
          ) : (
            <a href={b.siteUrl} data-brand-key={b.key}>
              {b.name}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
