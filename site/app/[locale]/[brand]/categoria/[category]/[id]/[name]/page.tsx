import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TalentProfilePage, talentProfileMetadata } from '@/components/talents/profile/talent-profile-page';
import { getBrandTalentCategories } from '@/lib/talents/server';
import { brandRoute } from '@/lib/brand/route';

export const revalidate = 60;

// Rendered on first request, then cached (ISR): nothing is prerendered at build time.
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; brand: string; category: string; id: string; name: string }>;

/**
 * A profile opened from a category list: /{category}/{talentId}/{talentName} (proxy.ts rewrites it
 * here); its neighbours follow that list.
 */
export default async function TalentCategoryProfileRoute({ params }: { params: Params }) {
  const { locale, brand, category, id, name } = await brandRoute(params);
  const categories = await getBrandTalentCategories(brand);
  if (!categories?.some((c) => c.slug === category)) notFound();
  return <TalentProfilePage brand={brand} locale={locale} id={id} category={category} nameSlug={name} />;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, brand, category, id } = await brandRoute(params);
  const categories = await getBrandTalentCategories(brand);
  if (!categories?.some((c) => c.slug === category)) return {};
  return talentProfileMetadata({ brand, locale, id, category });
}
