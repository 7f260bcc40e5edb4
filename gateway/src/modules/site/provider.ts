import type { BrandDefinition } from '@agency/schema/brands';
import type { ContentDeps } from '../../context';
import { isNotFound } from '../../upstream/errors';
import {
  pathSegment,
  type Envelope,
  type RestBrandLogo,
  type RestContactInfos,
  type RestContent,
  type RestCustomHome,
  type RestSocialMedias,
  type RestStaffMember,
} from '../../upstream/rest';
import type { HomeContent, RichContent } from '../../generated/resolvers-types';
import type { Lang } from '../shared/enums';
import { toHomeContent, toRichContent } from './mappers';

/**
 * Site content reads, each kept in the store under the brand (and language where it matters).
 * Documents with HTML are stored mapped, so they are sanitised once per refresh.
 */

export function loadStaff({ upstream, store }: ContentDeps, brand: BrandDefinition): Promise<RestStaffMember[]> {
  return store.get({ type: 'staff', brand: brand.key }, async () => {
    return (await upstream.get<Envelope<RestStaffMember[]>>(brand.backends.own, '/api/staff')).data ?? [];
  });
}

export function loadContactInfos({ upstream, store }: ContentDeps, brand: BrandDefinition): Promise<RestContactInfos> {
  return store.get({ type: 'contacts', brand: brand.key }, async () => {
    return (await upstream.get<Envelope<RestContactInfos>>(brand.backends.contacts, '/api/contact-infos')).data;
  });
}

export function loadSocialMedias({ upstream, store }: ContentDeps, brand: BrandDefinition): Promise<RestSocialMedias> {
  return store.get({ type: 'social', brand: brand.key }, async () => {
    return (await upstream.get<Envelope<RestSocialMedias>>(brand.backends.contacts, '/api/social-medias')).data;
  });
}

export function loadBrandLogos({ upstream, store }: ContentDeps, brand: BrandDefinition): Promise<RestBrandLogo[]> {
  return store.get({ type: 'logos', brand: brand.key }, async () => {
    const answer = await upstream.get<Envelope<RestBrandLogo[]>>(brand.backends.own, '/api/additional_media/brands');
    return answer.data ?? [];
  });
}

/** A content page, sanitised; null when the back-end has none of that type. */
export function loadContent(
  { upstream, store }: ContentDeps,
  brand: BrandDefinition,
  type: string,
  lang: Lang,
): Promise<RichContent | null> {
  return store.get({ type: 'content', brand: brand.key, locale: lang, args: { type } }, async () => {
    try {
      const path = `/api/contents/${pathSegment(type)}/${lang}/${pathSegment(type)}`;
      return toRichContent((await upstream.get<Envelope<RestContent>>(brand.backends.contents, path)).data);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  });
}

export function loadHome({ upstream, store }: ContentDeps, brand: BrandDefinition): Promise<HomeContent> {
  return store.get({ type: 'home', brand: brand.key }, async () => {
    const home = (await upstream.get<Envelope<RestCustomHome>>(brand.backends.own, '/api/custom-home')).data;
    return toHomeContent(home, upstream.mediaBase(brand.backends.own));
  });
}
