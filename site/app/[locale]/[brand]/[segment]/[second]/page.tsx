import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { TalentProfilePage, talentProfileMetadata } from '@/components/talents/profile/talent-profile-page';
import { getBrandTalentCategories } from '@/lib/talents/server';

export const revalidate = 60;

// Rendered on first request, then cached (ISR): nothing is prerendered at build time.
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; brand: string; segment: string; second: string }>;

/** A profile opened from the brand root: /{talentId}/{talentName}. */
export default async function TalentProfileRoute({ params }: { params: Params }) {
  const { locale, brand, segment: id, second: name } = await params;
  setRequestLocale(locale as AppLocale);
  // Only the talent brands have profiles; a category followed by one segment is no route either.
  const categories = await getBrandTalentCategories(brand);
  if (!categories || categories.some((c) => c.slug === id)) notFound();
  return <TalentProfilePage brand={brand} locale={locale} id={id} category={null} nameSlug={name} />;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, brand, segment: id } = await params;
  const categories = await getBrandTalentCategories(brand);
  if (!categories) return {};
  return talentProfileMetadata({ brand, locale, id, category: null });
}
