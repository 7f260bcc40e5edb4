import type { RestSchemas } from '@agency/schema/rest-operations';
export { pathSegment } from '@agency/schema/rest-operations';

/**
 * REST shapes of the panels and the manager service, named for the gateway's use. The source
 * of truth is schema/agency-api.openapi.yaml; `npm run codegen` writes the types
 * (schema/src/generated/agency-api.ts) from it. Mappers stay defensive anyway (real panels
 * send nulls and placeholders the contract does not promise).
 */
type Schemas = RestSchemas;

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
export type RestOption = Schemas['Option'];

/** The `{ data }` envelope of the site endpoints. */
export interface Envelope<T> {
  data: T;
}
