import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPathname, redirect } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { toFavorite } from '@/lib/favorites/from-card';
import { canonicalUrl } from '@/lib/talents/origin';
import { listPath, profilePath } from '@/lib/talents/paths';
import { jsonLdText, personJsonLd, profileDescription } from '@/lib/talents/seo';
import { getBrandName, getTalentProfile } from '@/lib/talents/server';
import { BookViewer } from './book-viewer';
import { BookGallery } from './book-gallery';
import { DetailsPanel } from './details-panel';
import { NeighbourLinks } from './neighbour-links';
import { ProfileHero } from './profile-hero';
import { ProfileSlots } from './profile-slots';
import { TalentDetails } from './talent-details';
import { TalentNavSync } from './talent-nav-sync';
import styles from './profile.module.css';
import { ClientMessages } from '@/components/providers/client-messages';
import type { BrandKey } from '@agency/schema/brands';

interface Props {
  brand: BrandKey;
  locale: AppLocale;
  id: string;
  category: string | null;
  /** The name segment of the URL; a stale one redirects to the current slug. */
  nameSlug: string;
}

/** A talent profile: hero, image slots with a video, the book, neighbours and the details panel. */
export async function TalentProfilePage({ brand, locale, id, category, nameSlug }: Props) {
  const [talent, brandName, t] = await Promise.all([
    getTalentProfile(brand, id, category),
    getBrandName(brand),
    getTranslations({ locale, namespace: 'talents.profile' }),
  ]);
  if (!talent) notFound();
  // Opened under a category that does not list the talent: for good to the list that holds it.
  if (talent.listedPath !== talent.path) {
    permanentRedirect(getPathname({ href: talent.listedPath, locale }));
  }
  if (decodeURIComponent(nameSlug) !== talent.slug) redirect({ href: talent.path, locale });

  const description = profileDescription(talent.about, t('metaDescription', { name: talent.name, brand: brandName }));
  const jsonLd = personJsonLd(talent, {
    url: canonicalUrl(brand, locale, profilePath(talent, null)),
    brandName,
    description,
  });
  const favorite = toFavorite(talent, category);
  const slides = [talent.cover, ...talent.book.filter((image) => image.url !== talent.cover.url)];

  return (
    <article className={styles.profile} data-testid="talent-profile">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <ClientMessages namespaces={['talents.profile', 'talents.measures', 'talents.lightbox']}>
        <TalentNavSync talent={favorite} backHref={listPath(category)} />
        <BookViewer slides={slides} name={talent.name}>
          <ProfileHero talent={talent} favorite={favorite} locale={locale} />
          <ProfileSlots talent={talent} />
          <BookGallery book={talent.book} gallery={talent.gallery} name={talent.name} />
        </BookViewer>
        <NeighbourLinks previous={talent.previous} next={talent.next} />
        <DetailsPanel title={t('detailsTitle', { name: talent.name })} closeLabel={t('closeDetails')}>
          <TalentDetails talent={talent} locale={locale} />
        </DetailsPanel>
      </ClientMessages>
    </article>
  );
}

/** Title, description, canonical URL and OpenGraph image (the cover) of a profile. */
export async function talentProfileMetadata({
  brand,
  locale,
  id,
  category,
}: {
  brand: BrandKey;
  locale: AppLocale;
  id: string;
  category: string | null;
}): Promise<Metadata> {
  const [talent, brandName, t] = await Promise.all([
    getTalentProfile(brand, id, category),
    getBrandName(brand),
    getTranslations({ locale, namespace: 'talents.profile' }),
  ]);
  if (!talent) return {};
  const description = profileDescription(talent.about, t('metaDescription', { name: talent.name, brand: brandName }));
  // One canonical URL per talent: the category variants show the same profile.
  const path = profilePath(talent, null);
  const url = canonicalUrl(brand, locale, path);
  const image = {
    url: talent.cover.url,
    alt: talent.cover.alt || talent.name,
    width: talent.cover.width ?? undefined,
    height: talent.cover.height ?? undefined,
  };
  return {
    title: talent.name,
    description,
    alternates: {
      canonical: url,
      languages: { 'pt-BR': canonicalUrl(brand, 'pt', path), en: canonicalUrl(brand, 'en', path) },
    },
    openGraph: { type: 'profile', title: talent.name, description, url, siteName: brandName, images: [image] },
    // Next fills X's title, description and image in from OpenGraph; only the card size is X's own.
    twitter: { card: 'summary_large_image' },
  };
}
