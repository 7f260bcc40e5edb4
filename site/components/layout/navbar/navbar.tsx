'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { BrandLogo as BrandLogoDrawing } from '@agency/schema/brands';
import { ShellLink } from '@/components/ui/shell-link';
import { BrandLogo } from '@/components/layout/logo/brand-logo';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { MobileMenu } from '@/components/layout/mobile-menu/mobile-menu';
import { useTalentNav } from '@/lib/state/talent-nav';
import { NavEntry } from './nav-entry';
import { TalentBackButton, TalentDetailsButton } from './talent-bar';
import { TalentFavoriteSlot } from './talent-favorite-slot';
import { useSingleDropdown } from './use-single-dropdown';
import type { NavItem, ShellBrand, SisterBrand } from './types';
import styles from './navbar.module.css';

interface Props {
  brand: Pick<ShellBrand, 'key' | 'name' | 'menu'>;
  brands: readonly SisterBrand[];
  /** The brand's wordmark (the brand table's logo). */
  logo: BrandLogoDrawing;
}

function panelId(side: string, key: string) {
  return `nav-${side}-${key.replace(/[^\w-]/g, 'x')}`;
}

/**
 * The top bar: left and right groups from Brand.menu around the
 * centred logo; on a talent profile, back / favourite / more details instead.
 */
export function Navbar({ brand, brands, logo }: Props) {
  const t = useTranslations('common.nav');
  const navRef = useRef<HTMLElement>(null);
  const { openId, toggle, close } = useSingleDropdown(navRef);
  const talent = useTalentNav((s) => s.talent);

  const group = (side: 'left' | 'right', items: readonly NavItem[]) => (
    <ul className={styles.group} data-side={side}>
      {items.map((item) => {
        const id = panelId(side, item.key);
        return (
          <li key={item.key}>
            <NavEntry
              item={item}
              panelId={id}
              open={openId === id}
              onToggle={() => toggle(id)}
              currentBrand={brand.key}
              brands={brands}
            />
          </li>
        );
      })}
    </ul>
  );

  return (
    <header className={styles.header}>
      <nav
        ref={navRef}
        aria-label={t('main')}
        className={styles.bar}
        data-profile={talent ? '' : undefined}
        // A link chosen in a panel closes it even when the route does not change.
        onClick={(e) => (e.target as HTMLElement).closest('[id^="nav-"] a') && close()}
      >
        <div className={styles.mobileStart}>
          <MobileMenu brand={brand} brands={brands} logo={logo} />
          {talent ? <TalentBackButton /> : null}
        </div>
        <div className={styles.side} data-side="left">
          {talent ? <TalentBackButton /> : group('left', brand.menu.left)}
        </div>
        {/* The logo's own name (the brand) names the link: an aria-label would differ from the visible wordmark. */}
        <ShellLink href="/" className={styles.logoLink} prefetchOn="view">
          <BrandLogo logo={logo} name={brand.name} />
        </ShellLink>
        <div className={styles.side} data-side="right">
          {talent ? (
            <div className={styles.talentActions}>
              <TalentFavoriteSlot />
              <TalentDetailsButton />
            </div>
          ) : (
            group('right', brand.menu.right)
          )}
          <LanguageSwitcher className={styles.language} />
        </div>
        {talent ? (
          <div className={styles.mobileEnd}>
            <TalentFavoriteSlot />
            <TalentDetailsButton />
          </div>
        ) : null}
      </nav>
    </header>
  );
}
