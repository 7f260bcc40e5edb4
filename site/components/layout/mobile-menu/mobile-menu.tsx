'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { BrandLogo as BrandLogoDrawing } from '@agency/schema/brands';
import { usePathname } from '@/i18n/navigation';
import { ShellLink } from '@/components/ui/shell-link';
import { Icon } from '@/components/ui/icons';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { BrandLogo } from '@/components/layout/logo/brand-logo';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { BrandSwitcherList } from '@/components/layout/navbar/brand-switcher-list';
import { menuText } from '@/components/layout/navbar/menu-text';
import { FAVORITES_MENU_KEY, FavoritesCount } from '@/components/layout/navbar/favorites-count';
import type { NavItem, ShellBrand, SisterBrand } from '@/components/layout/navbar/types';
import styles from './mobile-menu.module.css';

/**
 * The full-screen menu of small screens: every item of both
 * groups, expandable sub-lists, a close button and the language switcher.
 */
export function MobileMenu({
  brand,
  brands,
  logo,
}: {
  brand: Pick<ShellBrand, 'key' | 'name' | 'menu'>;
  brands: readonly SisterBrand[];
  logo: BrandLogoDrawing;
}) {
  const t = useTranslations('common.nav');
  const [open, setOpen] = useState(false);
  // The panel repeats the navbar's links: drawn on the first opening, not in every page's HTML.
  const [opened, setOpened] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const dialogRef = useModalDialog(open, () => setOpen(false));
  const pathname = usePathname();
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }

  const items: NavItem[] = [...brand.menu.left, ...brand.menu.right];
  const entry = (item: NavItem) => {
    if (item.kind === 'LINK' && item.href)
      return (
        <ShellLink href={item.href} className={styles.item} prefetchOn="view" onClick={() => setOpen(false)}>
          {menuText(item)}
          {item.key === FAVORITES_MENU_KEY ? <FavoritesCount /> : null}
        </ShellLink>
      );
    if (item.kind === 'EXTERNAL' && item.href)
      return (
        <a href={item.href} className={styles.item} target="_blank" rel="noopener noreferrer">
          {menuText(item)}
          <span className="visually-hidden"> {t('external')}</span>
          <Icon name="arrow-up-right" size={18} />
        </a>
      );
    const id = `mobile-sub-${item.key.replace(/[^\w-]/g, 'x')}`;
    const isOpen = expanded === item.key;
    return (
      <>
        <button
          type="button"
          className={styles.item}
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setExpanded(isOpen ? null : item.key)}
        >
          {menuText(item)}
          <Icon name={isOpen ? 'minus' : 'plus'} size={18} />
        </button>
        <div id={id} hidden={!isOpen} className={styles.sub}>
          {item.kind === 'BRAND_SWITCHER' ? (
            <BrandSwitcherList currentBrand={brand.key} brands={brands} shown={isOpen} className={styles.subList} />
          ) : (
            <ul className={styles.subList}>
              {item.children.map((child) => (
                <li key={child.key + (child.href ?? '')}>
                  {child.kind === 'EXTERNAL' && child.href ? (
                    <a href={child.href} target="_blank" rel="noopener noreferrer">
                      {menuText(child)}
                    </a>
                  ) : (
                    <ShellLink href={child.href ?? '/'} prefetchOn="view" onClick={() => setOpen(false)}>
                      {menuText(child)}
                    </ShellLink>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </>
    );
  };

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" size={24} />
        <span className="visually-hidden">{t('openMenu')}</span>
      </button>
      <dialog id="mobile-menu" ref={dialogRef} className={styles.dialog} aria-label={t('mobileMenu')}>
        {opened ? (
          <>
            <div className={styles.top}>
              <button type="button" className={styles.close} onClick={() => setOpen(false)} autoFocus>
                <Icon name="close" size={24} />
                <span className="visually-hidden">{t('closeMenu')}</span>
              </button>
              <BrandLogo logo={logo} name={brand.name} />
              <span className={styles.spacer} />
            </div>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.key}>{entry(item)}</li>
              ))}
            </ul>
            <div className={styles.bottom}>
              <LanguageSwitcher onSwitch={() => setOpen(false)} />
            </div>
          </>
        ) : null}
      </dialog>
    </>
  );
}
