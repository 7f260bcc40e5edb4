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

type Params = Promise<{ locale: string; brand: string; id: string; name: string }>;

/** A profile opened from the brand root: /{talentId}/{talentName} (proxy.ts rewrites it here on the talent brands). */
export default async function TalentProfileRoute({ params }: { params: Params }) {
  const { locale, brand, id, name } = await brandRoute(params);
  // Only the talent brands have profiles.
  if (!(await getBrandTalentCategories(brand))) notFound();
  return <TalentProfilePage brand={brand} locale={locale} id={id} category={null} nameSlug={name} />;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, brand, id } = await brandRoute(params);
  if (!(await getBrandTalentCategories(brand))) return {};
  return talentProfileMetadata({ brand, locale, id, category: null });
}
