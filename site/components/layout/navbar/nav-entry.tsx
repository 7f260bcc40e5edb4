'use client';

import { useTranslations } from 'next-intl';
import { ShellLink } from '@/components/ui/shell-link';
import { BrandSwitcherList } from './brand-switcher-list';
import { menuText } from './menu-text';
import { FAVORITES_MENU_KEY, FavoritesCount } from './favorites-count';
import type { NavItem, SisterBrand } from './types';
import styles from './navbar.module.css';

interface Props {
  item: NavItem;
  /** Id of the dropdown panel (unique per bar). */
  panelId: string;
  open: boolean;
  onToggle: () => void;
  currentBrand: string;
  brands: readonly SisterBrand[];
}

/** One entry of the desktop bar: a link, an external link, or a dropdown trigger with its panel. */
export function NavEntry({ item, panelId, open, onToggle, currentBrand, brands }: Props) {
  const t = useTranslations('common.nav');
  const text = menuText(item);

  if (item.kind === 'LINK' && item.href)
    return (
      <ShellLink href={item.href} className={styles.link} prefetchOn="view">
        {text}
        {item.key === FAVORITES_MENU_KEY ? <FavoritesCount /> : null}
      </ShellLink>
    );
  if (item.kind === 'EXTERNAL' && item.href)
    return (
      <a href={item.href} className={styles.link} target="_blank" rel="noopener noreferrer">
        {text}
        <span className="visually-hidden"> {t('external')}</span>
        <span aria-hidden="true" className={styles.externalMark}>
          ↗
        </span>
      </a>
    );

  return (
    <div className={styles.dropdown} data-open={open || undefined}>
      <button
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        data-dropdown-trigger=""
      >
        {text}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {item.kind === 'BRAND_SWITCHER' ? (
          <BrandSwitcherList currentBrand={currentBrand} brands={brands} shown={open} className={styles.panelList} />
        ) : (
          <ul className={styles.panelList}>
            {item.children.map((child) => (
              <li key={child.key + (child.href ?? '')}>
                {child.kind === 'EXTERNAL' && child.href ? (
                  <a href={child.href} target="_blank" rel="noopener noreferrer">
                    {menuText(child)}
                    <span className="visually-hidden"> {t('external')}</span>
                  </a>
                ) : (
                  <ShellLink href={child.href ?? '/'} prefetchOn="view">
                    {menuText(child)}
                  </ShellLink>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
