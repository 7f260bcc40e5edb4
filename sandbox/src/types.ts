/**
 * The sandbox's demo data. The REST shapes it answers are the contract's generated types
 * (@agency/schema/rest-operations, from schema/agency-api.openapi.yaml), never restated here: a
 * test fails on a declaration named after a schema of the contract. The contract test validates
 * every answer against the YAML besides.
 */

export type Lang = 'pt' | 'en';
export const LANGS: readonly Lang[] = ['pt', 'en'];

export type BookItem = RestSchemas['BookItem'];

/**
 * A talent as the seed keeps it (not an answer: `albums` is its album membership, which the answers
 * write as `categories`); the routes map it to the contract's TalentSummary and TalentProfile.
 */
export interface SeedTalentFields {
  id: number;
  name: string;
  gender: 'woman' | 'man' | 'undefined';
  cover: string;
  cover2: string | null;
  book: BookItem[];
  other_skills: string | null;
  instagram: string | null;
  instagram_followers: number | null;
  tiktok: string | null;
  tiktok_followers: number | null;
  twitter: string | null;
  albums: number[];
  height: string | null;
  bust: string | null;
  waist: string | null;
  hips: string | null;
  suit: string | null;
  jeans: string | null;
  shoes: string | null;
  hair: string | null;
  eyes: string | null;
  /** yyyy-MM-dd, or null when the agency keeps none. */
  birthdate: string | null;
}

export type AlbumItem = RestSchemas['AlbumItem'];

export type TalentVideo = RestSchemas['TalentVideo'];

/** What the seed keeps per talent: language-bound texts in both languages. */
export interface SeedTalent extends SeedTalentFields {
  about: Record<Lang, string>;
  nationality: Record<Lang, string> | null;
  languageCodes: string[];
  video: TalentVideo[];
  /** The career album (368) as each language's profile answers it. */
  career: Record<Lang, AlbumItem[]>;
  /** Items of the category albums (by album id), beside the career album. */
  albumItems: Record<string, AlbumItem[]>;
}

/** The back-ends' post types: the post-kind table's restType of each kind. */
export { POST_REST_TYPES as POST_TYPES } from '@agency/schema/post-kinds';
export type PostType = PostRestType;

export type Slide = RestSchemas['Slide'];

export type Award = RestSchemas['Award'];

export type Post = RestSchemas['Post'];

export type StaffMember = RestSchemas['StaffMember'];

import type { PostRestType } from '@agency/schema/post-kinds';
import type { RestSchemas } from '@agency/schema/rest-operations';
import type { PanelName, SocialNetwork } from '@agency/schema/brands';
export { SOCIAL_NETWORKS, type SocialNetwork } from '@agency/schema/brands';

export type ContactInfos = RestSchemas['ContactInfos'];

export type CustomHome = RestSchemas['CustomHome'];

export type AboutContent = RestSchemas['AboutContent'];

export interface PanelContent {
  talents: SeedTalent[];
  posts: Post[];
  staff: StaffMember[];
  logos: { id: number; url: string }[];
  socialMedias: Record<SocialNetwork, { label: string; link: string }>;
  contactInfos: ContactInfos;
  about: Record<Lang, AboutContent>;
  customHome: CustomHome;
}

export type Option = RestSchemas['Option'];

export interface ManagerContent {
  countries: { id: number; pt: string; en: string }[];
  cities: { id: number; countryId: number; name: string }[];
  licenses: { id: number; pt: string; en: string }[];
}

export interface Dataset {
  scale: number;
  manager: ManagerContent;
  panels: Record<PanelName, PanelContent>;
}
