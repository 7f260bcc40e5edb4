import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { MAIN_BRAND } from '@agency/schema/brands';
import type { AppLocale } from '@/i18n/routing';
import { isBrandKey } from '@/lib/brand/keys';
import { getHomeContent, getShell } from '@/lib/shell/get-shell';
import { BrandHomeContent } from '@/components/home/brand-home-content';
import { BrandSelector } from '@/components/home/brand-selector';
import { HomeGate } from '@/components/home/home-gate';
import { PrehomeIntro } from '@/components/shell/prehome-intro';
import { InitialModal } from '@/components/shell/initial-modal';

export const revalidate = 60;

type Params = Promise<{ locale: string; brand: string }>;

/** Shown when the home content has no background (served from public/). */
const FALLBACK_STILL = '/selector/fallback.jpg';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  return {
    alternates: {
      canonical: locale === 'en' ? '/en' : '/',
      languages: { 'pt-BR': '/', en: '/en', 'x-default': '/' },
    },
  };
}

export default async function HomePage({ params }: { params: Params }) {
  const { locale, brand } = await params;
  if (!isBrandKey(brand)) return null;
  setRequestLocale(locale as AppLocale);
  // The layout shows the error page when the shell cannot load; the page then has nothing to add.
  const [shell, home] = await Promise.all([getShell(brand).catch(() => null), getHomeContent(brand).catch(() => null)]);
  if (!shell) return null;

  const content = <BrandHomeContent brand={brand} locale={locale} content={shell.brand.content} />;
  const poster = home?.backgroundVideo?.poster ?? home?.backgroundImage ?? null;

  return (
    <>
      {home ? <PrehomeIntro brand={brand} name={shell.brand.name} images={home.introImages} /> : null}
      {brand === MAIN_BRAND.key ? (
        <HomeGate
          selector={
            <BrandSelector
              brands={shell.brands}
              mainBrand={MAIN_BRAND.key}
              title={home?.title ?? shell.brand.name}
              subtitle={home?.subtitle ?? null}
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
      {home?.modal ? <InitialModal content={home.modal} /> : null}
    </>
  );
}
