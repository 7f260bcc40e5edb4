/**
 * The REST shapes the sandbox answers, as schema/agency-api.openapi.yaml
 * describes them. Kept by hand beside the OpenAPI file; the contract test
 * validates every response against the YAML so the two cannot drift apart.
 */

export type Lang = 'pt' | 'en';
export const LANGS: readonly Lang[] = ['pt', 'en'];

export interface BookItem {
  id: number;
  file: string;
  width: number;
  height: number;
  type: 'image' | 'video';
}

export interface TalentSummary {
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

export interface AlbumItem {
  id: number;
  type: 'image' | 'text';
  file: string | null;
  caption: string | null;
  width: number | null;
  height: number | null;
}

export interface TalentVideo {
  id: number;
  url?: string;
  provider?: 'youtube' | 'vimeo';
  file?: string;
}

/** What the seed keeps per talent: language-bound texts in both languages. */
export interface SeedTalent extends TalentSummary {
  about: Record<Lang, string>;
  nationality: Record<Lang, string> | null;
  languageCodes: string[];
  video: TalentVideo[];
  /** The career album (368) as each language's profile answers it. */
  career: Record<Lang, AlbumItem[]>;
  /** Items of the category albums (by album id), beside the career album. */
  albumItems: Record<string, AlbumItem[]>;
}

export interface TalentProfile extends Omit<TalentSummary, 'albums'> {
  about: string;
  nationality: string | null;
  detailed_languages: { language: string; code: string }[];
  video: TalentVideo[];
  albums: { id: number; name: string; items: AlbumItem[] }[];
}

/** The back-ends' post types: the post-kind table's restType of each kind. */
export { POST_REST_TYPES as POST_TYPES } from '@agency/schema/post-kinds';
export type PostType = PostRestType;

export interface Slide {
  id: number;
  mode: 'image' | 'video' | 'video-vimeo' | 'video-youtube';
  slide_url: string;
}

export interface Award {
  title: string;
  subtitle: string | null;
  year: string | null;
  cover: string | null;
  description: string | null;
}

export interface Post {
  id: number;
  slug: string;
  type: PostType;
  category: string | null;
  title: string;
  cover: string | null;
  description: string | null;
  content: string | null;
  content_b: string | null;
  content_c: string | null;
  lang: Lang;
  created_at: string;
  slides: Slide[];
  sinopse: { subtitle: string | null; year: string | null; description: string | null } | null;
  awards: Award[];
  /** The other language versions of the post. */
  translations: { lang: Lang; id: number; slug: string }[];
}

export interface StaffMember {
  id: number;
  name: string;
  role: string;
  email: string;
  phone: string;
  featured: boolean;
}

import type { PostRestType } from '@agency/schema/post-kinds';
import type { PanelName, SocialNetwork } from '@agency/schema/brands';
export { SOCIAL_NETWORKS, type SocialNetwork } from '@agency/schema/brands';

export interface ContactInfos {
  contact_email: string;
  contact_phone: string;
  contact_address: string;
  contact_whatsapp: string;
  latitude: number;
  longitude: number;
}

export interface CustomHome {
  title: string;
  subtitle: string;
  background_image: string;
  background_video: string | null;
  intro_images: string[];
  modal: { title: string; content: string; image: string | null; cta_label: string | null; cta_url: string | null };
}

export interface AboutContent {
  type: 'about_us';
  lang: Lang;
  title: string;
  content: string;
}

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

export interface Option {
  id: number;
  value: string;
}

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
