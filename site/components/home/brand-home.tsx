import { setRequestLocale } from 'next-intl/server';
import { brandByKey, MAIN_BRAND, type BrandKey } from '@agency/schema/brands';
import { panelTextLang } from '@/i18n/panel-language';
import type { AppLocale } from '@/i18n/routing';
import { sisterBrandHref } from '@/lib/brand/branch-roots';
import { getHomeContent, getShell } from '@/lib/shell/get-shell';
import { BrandHomeContent } from '@/components/home/brand-home-content';
import { BrandSelector } from '@/components/home/brand-selector';
import { HomeGate } from '@/components/home/home-gate';
import { PrehomeIntro } from '@/components/shell/prehome-intro';
import { InitialModal } from '@/components/shell/initial-modal';
import { ClientMessages } from '@/components/providers/client-messages';

/** Shown when the home content has no background (served from public/). */
const FALLBACK_STILL = '/selector/fallback.jpg';

/**
 * A brand's home. `query` holds the list filters (?q=, ?letra=); the cached root passes none,
 * the per-request route (the filtered root) passes the request's.
 */
export async function BrandHome({
  locale,
  brand,
  query,
}: {
  locale: AppLocale;
  brand: BrandKey;
  query: Record<string, string | string[] | undefined>;
}) {
  setRequestLocale(locale);
  // The layout shows the error page when the shell cannot load; the page then has nothing to add.
  const [shell, home] = await Promise.all([
    getShell(brand, locale).catch(() => null),
    getHomeContent(brand).catch(() => null),
  ]);
  if (!shell) return null;

  const content = <BrandHomeContent brand={brand} locale={locale} content={shell.brand.content} query={query} />;
  const poster = home?.backgroundVideo?.poster ?? home?.backgroundImage ?? null;

  return (
    <ClientMessages namespaces={['common.prehome', 'common.selector', 'common.modal']}>
      {home ? <PrehomeIntro logo={brandByKey(brand).logo} name={shell.brand.name} images={home.introImages} /> : null}
      {brand === MAIN_BRAND.key ? (
        <HomeGate
          selector={
            <BrandSelector
              // Branch roots on this site, never the sisters' absolute URLs: the page is cached for
              // every host it is asked by, and the redirect picks the right site for the visitor's.
              brands={shell.brands.map(({ key, name, color }) => ({
                key,
                name,
                color,
                siteUrl: sisterBrandHref(key, locale),
              }))}
              mainBrand={MAIN_BRAND.key}
              title={home?.title ?? shell.brand.name}
              subtitle={home?.subtitle ?? null}
              textLang={home?.title ? panelTextLang(locale) : undefined}
              media={{
                still: poster ? { url: poster.url, alt: poster.alt } : { url: FALLBACK_STILL, alt: '' },
                video: home?.backgroundVideo ? { url: home.backgroundVideo.url } : null,
              }}
            />
          }
        >
          {content}
        </HomeGate>
      ) : (
        content
      )}
      {home?.modal ? <InitialModal content={home.modal} lang={panelTextLang(locale)} /> : null}
    </ClientMessages>
  );
}
