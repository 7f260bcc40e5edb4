import type { BrandDefinition } from '@agency/schema/brands';
import type { CallOperation } from '@agency/schema/upstream-calls';
import type { PathParams } from '@agency/schema/rest-operations';
import type { ReadCallId, ReadRequest } from '../../upstream/call';
import { unwrap } from '../../upstream/envelope';
import type { ContentDeps } from '../../context';
import { isNotFound } from '../../upstream/errors';
import {
  type RestBrandLogo,
  type RestContactInfos,
  type RestContent,
  type RestCustomHome,
  type RestSocialMedias,
  type RestStaffMember,
} from '../../upstream/rest';
import type { HomeContent, RichContent } from '../../generated/resolvers-types';
import type { SiteLocale } from '@agency/schema/locales';
import { toHomeContent, toRichContent } from './mappers';

/**
 * Site content reads, each kept in the store under the brand (and language where it matters).
 * Documents with HTML are stored mapped, so they are sanitised once per refresh.
 */

/**
 * One site-content read from the back-end the call table names for the brand: the contract's calls
 * answer `{ data }`; a bare answer is read too (noted as envelope drift). Sampled against the contract.
 */
async function readSiteCall<T, C extends ReadCallId = ReadCallId>(
  { upstream }: Pick<ContentDeps, 'upstream'>,
  call: C,
  brand: BrandDefinition,
  request: ReadRequest<CallOperation<C>>,
): Promise<T | null> {
  const backend = upstream.route(call, brand.key);
  const answer: unknown = await upstream.call(call, backend, request);
  const note = upstream.drift(backend, call);
  if (Array.isArray(answer)) {
    note('envelope_mismatch', 'a bare list');
    return answer as T;
  }
  return unwrap<T>(answer, note, false);
}

export function loadStaff(deps: ContentDeps, brand: BrandDefinition): Promise<RestStaffMember[]> {
  return deps.store.get({ type: 'staff', brand: brand.key }, async () => {
    return (await readSiteCall<RestStaffMember[], 'site.staff'>(deps, 'site.staff', brand, {})) ?? [];
  });
}

export function loadContactInfos(deps: ContentDeps, brand: BrandDefinition): Promise<RestContactInfos> {
  return deps.store.get({ type: 'contacts', brand: brand.key }, async () => {
    return (await readSiteCall<RestContactInfos, 'site.contactInfos'>(deps, 'site.contactInfos', brand, {}))!;
  });
}

export function loadSocialMedias(deps: ContentDeps, brand: BrandDefinition): Promise<RestSocialMedias> {
  return deps.store.get({ type: 'social', brand: brand.key }, async () => {
    return (await readSiteCall<RestSocialMedias, 'site.socialMedias'>(deps, 'site.socialMedias', brand, {}))!;
  });
}

export function loadBrandLogos(deps: ContentDeps, brand: BrandDefinition): Promise<RestBrandLogo[]> {
  return deps.store.get({ type: 'logos', brand: brand.key }, async () => {
    return (await readSiteCall<RestBrandLogo[], 'site.brands'>(deps, 'site.brands', brand, {})) ?? [];
  });
}

/** The media origin of the panel the brand's partner logos come from. */
export function brandLogosMediaBase({ upstream }: Pick<ContentDeps, 'upstream'>, brand: BrandDefinition): string {
  return upstream.mediaBase(upstream.route('site.brands', brand.key));
}

/** The content types the contract names (GET /api/contents/{type}/...). */
export type ContentType = PathParams<'content'>['type'];

/** A content page, sanitised; null when the back-end has none of that type. */
export function loadContent(
  deps: ContentDeps,
  brand: BrandDefinition,
  type: ContentType,
  lang: SiteLocale,
): Promise<RichContent | null> {
  return deps.store.get({ type: 'content', brand: brand.key, locale: lang, args: { type } }, async () => {
    try {
      const content = await readSiteCall<RestContent, 'site.contents'>(deps, 'site.contents', brand, {
        path: { type, lang, type2: type },
      });
      return content ? toRichContent(content) : null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  });
}

export function loadHome(deps: ContentDeps, brand: BrandDefinition): Promise<HomeContent> {
  return deps.store.get({ type: 'home', brand: brand.key }, async () => {
    const home = await readSiteCall<RestCustomHome, 'site.customHome'>(deps, 'site.customHome', brand, {});
    return toHomeContent(home!, deps.upstream.mediaBase(deps.upstream.route('site.customHome', brand.key)));
  });
}
