import type { BrandDefinition } from '@agency/schema/brands';
import type { GatewayContext } from '../../context';
import { contactsBackend, contentsBackend, panelOf } from '../../upstream/backends';
import { isNotFound } from '../../upstream/errors';
import type {
  Envelope,
  RestBrandLogo,
  RestContactInfos,
  RestContent,
  RestCustomHome,
  RestSocialMedias,
  RestStaffMember,
} from '../../upstream/rest';
import type { Lang } from '../shared/enums';

/** Site content reads, each kept in the store under the brand (and language where it matters). */

export function loadStaff(ctx: GatewayContext, brand: BrandDefinition): Promise<RestStaffMember[]> {
  return ctx.store.get({ type: 'staff', brand: brand.key }, async () => {
    return (await ctx.upstream.get<Envelope<RestStaffMember[]>>(panelOf(brand.key), '/api/staff')).data ?? [];
  });
}

export function loadContactInfos(ctx: GatewayContext, brand: BrandDefinition): Promise<RestContactInfos> {
  return ctx.store.get({ type: 'contacts', brand: brand.key }, async () => {
    return (await ctx.upstream.get<Envelope<RestContactInfos>>(contactsBackend(brand.key), '/api/contact-infos')).data;
  });
}

export function loadSocialMedias(ctx: GatewayContext, brand: BrandDefinition): Promise<RestSocialMedias> {
  return ctx.store.get({ type: 'social', brand: brand.key }, async () => {
    return (await ctx.upstream.get<Envelope<RestSocialMedias>>(contactsBackend(brand.key), '/api/social-medias')).data;
  });
}

export function loadBrandLogos(ctx: GatewayContext, brand: BrandDefinition): Promise<RestBrandLogo[]> {
  return ctx.store.get({ type: 'logos', brand: brand.key }, async () => {
    const answer = await ctx.upstream.get<Envelope<RestBrandLogo[]>>(
      panelOf(brand.key),
      '/api/additional_media/brands',
    );
    return answer.data ?? [];
  });
}

/** A content page; null when the back-end has none of that type. */
export function loadContent(
  ctx: GatewayContext,
  brand: BrandDefinition,
  type: string,
  lang: Lang,
): Promise<RestContent | null> {
  return ctx.store.get({ type: 'content', brand: brand.key, locale: lang, args: { type } }, async () => {
    try {
      const path = `/api/contents/${encodeURIComponent(type)}/${lang}/${encodeURIComponent(type)}`;
      return (await ctx.upstream.get<Envelope<RestContent>>(contentsBackend(brand.key), path)).data;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  });
}

export function loadHome(ctx: GatewayContext, brand: BrandDefinition): Promise<RestCustomHome> {
  return ctx.store.get({ type: 'home', brand: brand.key }, async () => {
    return (await ctx.upstream.get<Envelope<RestCustomHome>>(panelOf(brand.key), '/api/custom-home')).data;
  });
}
