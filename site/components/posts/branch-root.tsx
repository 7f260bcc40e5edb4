import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { BrandKey } from '@agency/schema/brands';
import type { AppLocale } from '@/i18n/routing';
import { BrandHome } from '@/components/home/brand-home';
import { getBrandSites } from '@/lib/posts/get-brand';
import { EventBySlugPage } from './event-by-slug-page';
import { localizedPath } from '@agency/schema/locales';

type Params = Promise<{ locale: string; brand: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A path on another brand's site, keeping the language prefix. */
async function otherBrandUrl(current: string, target: BrandKey, locale: string, path = '') {
  const { siteUrl } = await getBrandSites(current);
  return `${siteUrl(target).replace(/\/$/, '')}${localizedPath(locale, path || '/')}`;
}

/**
 * The branch roots (/cq-empresariamento, /jabuticaba, /digital, /cq-music,
 * /cq-cultural): on the brand's own site, its home; elsewhere, a redirect to
 * that brand's site as seen from the current host.
 */
export async function renderBranchRoot(params: Params, target: BrandKey, searchParams: SearchParams) {
  const { locale, brand } = await params;
  setRequestLocale(locale as AppLocale);
  if (brand === target) return <BrandHome locale={locale} brand={brand} query={await searchParams} />;
  redirect(await otherBrandUrl(brand, target, locale));
}

/** /cq-music/{slug} and /cq-cultural/{slug}: the event or show on its brand's site. */
export async function renderBranchEvent(
  params: Promise<{ locale: string; brand: string; slug: string }>,
  target: 'music' | 'cultural',
  rootSegment: string,
) {
  const { locale, brand, slug } = await params;
  setRequestLocale(locale as AppLocale);
  if (brand === target) return <EventBySlugPage brand={brand} locale={locale} slug={decodeURIComponent(slug)} />;
  redirect(await otherBrandUrl(brand, target, locale, `/${rootSegment}/${slug}`));
}
