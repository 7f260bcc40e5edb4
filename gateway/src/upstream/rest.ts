import type { components } from './generated/agency-api';

/**
 * REST shapes of the panels and the manager service, named for the gateway's use. The source
 * of truth is schema/agency-api.openapi.yaml; `pnpm --filter @agency/gateway openapi:types`
 * regenerates ./generated/agency-api.ts from it. Mappers stay defensive anyway (real panels
 * send nulls and placeholders the contract does not promise).
 */
type Schemas = components['schemas'];

export type RestTalentFields = Schemas['TalentFields'];
export type RestTalentSummary = Schemas['TalentSummary'];
export type RestTalentPaginator = Schemas['TalentPaginator'];
export type RestAlbumItem = Schemas['AlbumItem'];
export type RestTalentVideo = Schemas['TalentVideo'];
export type RestTalentProfile = Schemas['TalentProfile'];
export type RestPostType = Schemas['PostType'];
export type RestPost = Schemas['Post'];
export type RestPostPaginator = Schemas['PostPaginator'];
export type RestContent = Schemas['AboutContent'];
export type RestStaffMember = Schemas['StaffMember'];
export type RestSocialMedias = Schemas['SocialMedias'];
export type RestContactInfos = Schemas['ContactInfos'];
export type RestCustomHome = Schemas['CustomHome'];
export type RestBrandLogo = Schemas['BrandLogo'];

/** The `{ data }` envelope of the site endpoints. */
export interface Envelope<T> {
  data: T;
}

/**
 * A value put into a back-end path as one segment: percent-encoded, and refused when it is empty
 * or a dot segment ('.', '..', which encodeURIComponent leaves as they are and URL resolution
 * would follow up the tree). Resolvers validate their arguments first; this is the last guard at
 * the place the path is built.
 */
export function pathSegment(value: string): string {
  const segment = encodeURIComponent(value);
  if (segment === '' || /^(?:\.|%2e){1,2}$/i.test(segment)) {
    throw new Error(`Refusing '${value}' as a back-end path segment`);
  }
  return segment;
}
