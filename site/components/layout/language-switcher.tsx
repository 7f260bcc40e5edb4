'use client';

import { useLocale, useTranslations } from 'next-intl';
import { routing, type AppLocale } from '@/i18n/routing';
import { usePathname, useRouter } from '@/i18n/navigation';
import { SHELL } from '@/lib/shell/constants';
import { useLanguageTargets } from '@/lib/state/language-targets';
import { useSiteStore } from '@/lib/state/site-store';
import styles from './language-switcher.module.css';

/**
 * Switches between Portuguese (unprefixed) and English (/en): to the same page, or where the page
 * says its other language lives elsewhere (a post: its translation, else its kind's list), there.
 * Loading is set true, then false after 600 ms.
 */
export function LanguageSwitcher({ className, onSwitch }: { className?: string; onSwitch?: () => void }) {
  const t = useTranslations('common.language');
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const setLoading = useSiteStore((s) => s.setLoading);
  const targets = useLanguageTargets((s) => (s.pathname === pathname ? s.targets : null));

  const switchTo = (next: AppLocale) => {
    if (next === locale) return;
    onSwitch?.();
    setLoading(true);
    // Read at click time (not useSearchParams) so cached pages need no Suspense boundary for it.
    const target = targets?.[next];
    router.replace(target ?? `${pathname}${window.location.search}`, { locale: next, scroll: Boolean(target) });
    window.setTimeout(() => setLoading(false), SHELL.languageChangeLoadingMs);
  };

  return (
    <div role="group" aria-label={t('label')} className={[styles.switcher, className].filter(Boolean).join(' ')}>
      {routing.locales.map((l) => (
        <button
          key={l}
          type="button"
          lang={l === 'pt' ? 'pt-BR' : 'en'}
          aria-pressed={l === locale}
          className={styles.option}
          onClick={() => switchTo(l)}
          data-locale={l}
          data-target={targets?.[l] ?? undefined}
        >
          <span aria-hidden="true">{t(`short_${l}`)}</span>
          <span className="visually-hidden">{t(l)}</span>
        </button>
      ))}
    </div>
  );
}
