/**
 * REST shapes of the panels and the manager service, as /tmp/plan/rest.md and
 * schema/agency-api.openapi.yaml describe them. Only the fields the gateway reads.
 */
export type RestLang = 'pt' | 'en';

export interface Paginated<T> {
  current_page: number;
  data: T[];
  per_page: number;
  total: number;
  last_page: number;
}

export interface RestBookItem {
  id: number;
  file: string;
  width?: number | null;
  height?: number | null;
  type: 'image' | 'video';
}

export interface RestTalentSummary {
  id: number;
  name: string | null;
  gender: 'woman' | 'man' | 'undefined' | null;
  cover: string | null;
  cover2: string | null;
  book: RestBookItem[] | null;
  other_skills: string | null;
  instagram: string | null;
  instagram_followers: number | null;
  tiktok: string | null;
  tiktok_followers: number | null;
  twitter: string | null;
  height: string | null;
  bust: string | null;
  waist: string | null;
  hips: string | null;
  suit: string | null;
  jeans: string | null;
}

export interface RestAlbumItem {
  id: number;
  type: 'image' | 'text';
  file: string | null;
  caption: string | null;
  width?: number | null;
  height?: number | null;
}

export interface RestTalentVideo {
  id: number;
  url?: string | null;
  provider?: 'youtube' | 'vimeo' | null;
  file?: string | null;
}

export interface RestTalentProfile extends RestTalentSummary {
  about: string | null;
  nationality: string | null;
  detailed_languages: { language: string; code?: string | null }[] | null;
  video: RestTalentVideo[] | null;
  albums: { id: number; name: string; items: RestAlbumItem[] }[] | null;
}

export type RestSlideMode = 'image' | 'video' | 'video-vimeo' | 'video-youtube';

export interface RestSlide {
  id: number;
  mode: RestSlideMode;
  slide_url: string;
}

export interface RestAward {
  title: string | null;
  subtitle: string | null;
  year: string | number | null;
  cover: string | null;
  description: string | null;
}

export interface RestPost {
  id: number;
  slug: string;
  type: string;
  category: string | null;
  title: string;
  cover: string | null;
  description: string | null;
  content: string | null;
  content_b: string | null;
  content_c: string | null;
  lang: RestLang;
  created_at: string;
  slides: RestSlide[] | null;
  sinopse: { subtitle: string | null; year: string | number | null; description: string | null } | null;
  awards: RestAward[] | null;
}

export interface RestContent {
  type: string;
  lang: RestLang;
  title: string;
  content: string;
}

export interface RestStaffMember {
  id: number;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  featured: boolean;
}

export type RestSocialMedias = Record<string, { label: string | null; link: string | null } | undefined>;

export interface RestContactInfos {
  contact_email: string | null;
  contact_phone: string | null;
  contact_address: string | null;
  contact_whatsapp: string | null;
  latitude: number | string | null;
  longitude: number | string | null;
}

export interface RestCustomHome {
  title: string;
  subtitle: string | null;
  background_image: string | null;
  background_video: string | null;
  intro_images: string[] | null;
  modal: {
    title: string;
    content: string | null;
    image: string | null;
    cta_label: string | null;
    cta_url: string | null;
  } | null;
}

export interface RestBrandLogo {
  id: number;
  url: string;
}
