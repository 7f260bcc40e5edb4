import { SOCIAL_NETWORKS, type FixedContact } from '@agency/schema/brands';
import type {
  ContactInfo,
  ContactLink,
  HomeContent,
  RichContent,
  SocialLink,
  StaffMember,
} from '../../generated/resolvers-types';
import type {
  RestBrandLogo,
  RestContactInfos,
  RestContent,
  RestCustomHome,
  RestSocialMedias,
  RestStaffMember,
} from '../../upstream/rest';
import { safeHtml } from '../shared/html';
import { hostedVideo, toImage, type ImageModel } from '../shared/media';
import { nonEmpty } from '../shared/text';

export function digitsOf(phone: string | null | undefined): string {
  return (phone ?? '').replace(/\D/g, '');
}

export function telHref(phone: string | null | undefined): string | null {
  const digits = digitsOf(phone);
  return digits ? `tel:+${digits}` : null;
}

/** Staff with featured people first, the back-end's order kept otherwise. */
export function toStaff(staff: readonly RestStaffMember[]): StaffMember[] {
  const ordered = [...staff.filter((s) => s.featured), ...staff.filter((s) => !s.featured)];
  return ordered.map((s) => ({
    id: String(s.id),
    name: s.name,
    role: nonEmpty(s.role),
    email: nonEmpty(s.email),
    phone: nonEmpty(s.phone),
    phoneHref: telHref(s.phone),
    featured: Boolean(s.featured),
  }));
}

function coordinate(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * A brand's contact details. A brand with a fixed address shows that one: its panel's address and
 * coordinates are left out, so the map (which prefers coordinates) and its caption locate the same
 * place as the contact page's info list.
 */
export function toContactInfo(info: RestContactInfos, fixed?: FixedContact): ContactInfo {
  return {
    email: nonEmpty(info.contact_email),
    phone: nonEmpty(info.contact_phone),
    address: fixed ? fixed.address : nonEmpty(info.contact_address),
    whatsapp: nonEmpty(info.contact_whatsapp),
    latitude: fixed ? null : coordinate(info.latitude),
    longitude: fixed ? null : coordinate(info.longitude),
  };
}

function absoluteLink(link: string): string {
  return /^(https?:|mailto:|tel:)/i.test(link) ? link : `https://${link.replace(/^\/+/, '')}`;
}

/** Networks with a non-empty link, in SOCIAL_NETWORKS order. */
export function toSocialLinks(medias: Partial<RestSocialMedias>): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const link = nonEmpty(medias[network]?.link);
    if (!link) return [];
    return [{ network, label: nonEmpty(medias[network]?.label) ?? network, url: absoluteLink(link) }];
  });
}

/** The main brand's footer: its social networks, then e-mail and phone. */
export function mainFooterLinks(medias: RestSocialMedias, info: RestContactInfos): SocialLink[] {
  const links = toSocialLinks(medias);
  const email = nonEmpty(info.contact_email);
  const phone = nonEmpty(info.contact_phone);
  if (email) links.push({ network: 'email', label: email, url: `mailto:${email}` });
  const tel = telHref(phone);
  if (phone && tel) links.push({ network: 'phone', label: phone, url: tel });
  return links;
}

export function whatsappUrl(phone: string): string | null {
  const digits = digitsOf(phone);
  return digits ? `https://wa.me/${digits}` : null;
}

export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * The contact page's info list: the phone calling the number it shows, the WhatsApp number (when
 * the panel has one) through a chat link and labelled as such, address via a maps search,
 * instagram, facebook. Digital and jabuticaba use their hard-coded address and social links.
 */
export function toContactLinks(
  info: RestContactInfos,
  medias: RestSocialMedias | null,
  fixed: FixedContact | undefined,
): ContactLink[] {
  const links: ContactLink[] = [];
  const phone = nonEmpty(info.contact_phone);
  const tel = telHref(phone);
  if (phone && tel) links.push({ kind: 'phone', label: phone, url: tel });
  const whatsapp = nonEmpty(info.contact_whatsapp);
  const chat = whatsappUrl(whatsapp ?? '');
  if (whatsapp && chat) links.push({ kind: 'whatsapp', label: whatsapp, url: chat });
  const address = fixed?.address ?? nonEmpty(info.contact_address);
  if (address) links.push({ kind: 'address', label: address, url: mapsSearchUrl(address) });
  const socials = fixed ? fixed.socials : medias ? toSocialLinks(medias) : [];
  for (const kind of ['instagram', 'facebook'] as const) {
    const social = socials.find((s) => s.network === kind);
    if (social) links.push({ kind, label: social.label, url: social.url });
  }
  return links;
}

export function toBrandLogos(logos: readonly RestBrandLogo[], mediaBase: string): ImageModel[] {
  return logos.flatMap((logo) => toImage(mediaBase, logo.url, 'Partner brand logo') ?? []);
}

export function toRichContent(content: RestContent): RichContent {
  return { type: content.type, title: content.title, html: safeHtml(content.content) ?? '' };
}

export function toHomeContent(home: RestCustomHome, mediaBase: string): HomeContent {
  const backgroundImage = toImage(mediaBase, home.background_image, home.title);
  const modal = home.modal;
  return {
    title: home.title,
    subtitle: nonEmpty(home.subtitle),
    backgroundImage,
    backgroundVideo: home.background_video ? hostedVideo(mediaBase, home.background_video, backgroundImage) : null,
    introImages: (home.intro_images ?? []).flatMap((path) => toImage(mediaBase, path, '') ?? []),
    modal: modal
      ? {
          title: modal.title,
          html: safeHtml(modal.content) ?? '',
          image: toImage(mediaBase, modal.image, modal.title),
          ctaLabel: nonEmpty(modal.cta_label),
          ctaHref: nonEmpty(modal.cta_url),
        }
      : null,
  };
}
