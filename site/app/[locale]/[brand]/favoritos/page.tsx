import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@agency/schema/locales';
import { FavoritesView } from '@/components/favorites/favorites-view';
import { FavoritesSkeleton } from '@/components/favorites/favorites-skeleton';
import { getBrandTalentCategories } from '@/lib/talents/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { brandRoute } from '@/lib/brand/route';

export const revalidate = 60;

type Params = Promise<{ locale: string; brand: string }>;

/**
 * /favoritos: the visitor's chosen talents (kept in their browser), the
 * quote request, and shared selections (?ids=1,2,3). The page itself is the
 * same for everyone and cached; the list is filled in the browser.
 */
export default async function FavoritesPage({ params }: { params: Params }) {
  const { locale, brand } = await brandRoute(params);
  if (!(await getBrandTalentCategories(brand))) notFound();
  const t = await getTranslations({ locale, namespace: 'talents.favoritesPage' });
  return (
    <ClientMessages namespaces={['talents.favoritesPage', 'forms']}>
      <Suspense fallback={<FavoritesSkeleton title={t('title')} intro={t('intro')} needsScript={t('needsScript')} />}>
        <FavoritesView brand={brand} />
      </Suspense>
    </ClientMessages>
  );
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await brandRoute(params);
  const t = await getTranslations({ locale, namespace: 'talents.favoritesPage' });
  // The page is the same for everyone (favourites live in the browser); a shared selection
  // (?ids=) names this page as its canonical, so no visitor's list is indexed on its own.
  return { title: t('title'), alternates: { canonical: localizedPath(locale, '/favoritos') } };
}
