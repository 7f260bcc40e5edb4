import { BRANDS, type BrandDefinition } from '@agency/schema/brands';
import { backendForCall } from '@agency/schema/upstream-calls';
import { panelBrand, type Panel } from '../backends';
import { chance, int, pick, type Rng } from '../prng';
import {
  SOCIAL_NETWORKS,
  type AboutContent,
  type ContactInfos,
  type CustomHome,
  type Lang,
  type PanelContent,
  type StaffMember,
} from '../types';
import { ABOUT_TEXTS } from './about-texts';
import { hostedVideoPath, photoPath } from './media-paths';
import { LAST_NAMES, MEN_FIRST, STAFF_ROLES, WOMEN_FIRST } from './names';

type Office = Omit<ContactInfos, 'contact_email' | 'contact_whatsapp'>;

/** Each panel's office; a panel added to the table without one here shares the main panel's. */
const OFFICES: Partial<Record<Panel, Office>> & { main: Office } = {
  main: {
    contact_phone: '+55 (11) 3071-4400',
    contact_address: 'Rua Oscar Freire, 1200 - Jardins, São Paulo - SP',
    latitude: -23.5614,
    longitude: -46.6697,
  },
  jabuticaba: {
    contact_phone: '+55 (21) 2512-3300',
    contact_address: 'Rua Visconde de Pirajá, 330 - Ipanema, Rio de Janeiro - RJ',
    latitude: -22.9838,
    longitude: -43.2045,
  },
  digital: {
    contact_phone: '+55 (11) 3034-9900',
    contact_address: 'Av. Brigadeiro Faria Lima, 3900 - Itaim Bibi, São Paulo - SP',
    latitude: -23.5868,
    longitude: -46.6821,
  },
  music: {
    contact_phone: '+55 (11) 3815-2200',
    contact_address: 'Rua Augusta, 2500 - Cerqueira César, São Paulo - SP',
    latitude: -23.5599,
    longitude: -46.6626,
  },
  cultural: {
    contact_phone: '+55 (71) 3321-7700',
    contact_address: 'Largo do Pelourinho, 15 - Pelourinho, Salvador - BA',
    latitude: -12.9714,
    longitude: -38.5088,
  },
};

function office(panel: Panel): Office {
  return OFFICES[panel] ?? OFFICES.main;
}

function domain(panel: Panel): string {
  return panelBrand(panel).domains[0]!;
}

/** The area code (DDD) of a panel's office number, '+55 (21) …' → '21'. */
export function officeAreaCode(panel: Panel): string {
  const code = /\((\d{2})\)/.exec(office(panel).contact_phone)?.[1];
  if (!code) throw new Error(`office phone of ${panel} has no area code`);
  return code;
}

export function staff(panel: Panel, rng: Rng): StaffMember[] {
  const count = int(rng, 6, 8);
  return Array.from({ length: count }, (_, k) => {
    const woman = k % 2 === 0;
    const first = pick(rng, woman ? WOMEN_FIRST : MEN_FIRST);
    const last = pick(rng, LAST_NAMES);
    const local = `${first}.${last}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    return {
      id: k + 1,
      name: `${first} ${last}`,
      role: STAFF_ROLES[k % STAFF_ROLES.length]![woman ? 'woman' : 'man'],
      email: `${local}@${domain(panel)}`,
      // A mobile in the office's city: the area code of the office's own number.
      phone: `+55 (${officeAreaCode(panel)}) 9${int(rng, 1000, 9999)}-${int(rng, 1000, 9999)}`,
      // Two featured people per brand, shown first on the contact page.
      featured: k < 2,
    };
  });
}

export function logos(panel: Panel, rng: Rng): PanelContent['logos'] {
  const count = int(rng, 12, 16);
  return Array.from({ length: count }, (_, k) => ({
    id: k + 1,
    url: `logos/${panel}-${String(k + 1).padStart(2, '0')}.png`,
  }));
}

export function socialMedias(panel: Panel, rng: Rng): PanelContent['socialMedias'] {
  const handle = domain(panel).split('.')[0]!;
  const links: Record<string, string> = {
    instagram: `https://www.instagram.com/${handle}`,
    twitter: `https://twitter.com/${handle}`,
    facebook: `https://www.facebook.com/${handle}`,
    tumblr: `https://${handle}.tumblr.com`,
    linkedin: `https://www.linkedin.com/company/${handle}`,
    pinterest: `https://www.pinterest.com/${handle}`,
    youtube: `https://www.youtube.com/@${handle}`,
    vimeo: `https://vimeo.com/${handle}`,
    wordpress: `https://${handle}.wordpress.com`,
    snapchat: `https://www.snapchat.com/add/${handle}`,
    imdb: `https://www.imdb.com/search/title/?companies=${handle}`,
    spotify: `https://open.spotify.com/user/${handle}`,
    tiktok: `https://www.tiktok.com/@${handle}`,
  };
  const always = new Set(['instagram', 'facebook']);
  const out = {} as PanelContent['socialMedias'];
  for (const network of SOCIAL_NETWORKS) {
    const label =
      network === 'imdb' ? 'IMDb' : network === 'tiktok' ? 'TikTok' : network[0]!.toUpperCase() + network.slice(1);
    // Some links are empty: the footer shows a network only when its link is non-empty.
    out[network] = { label, link: always.has(network) || chance(rng, 0.5) ? links[network]! : '' };
  }
  return out;
}

export function contactInfos(panel: Panel): ContactInfos {
  return {
    ...office(panel),
    contact_email: `contato@${domain(panel)}`,
    contact_whatsapp:
      `+55 ${office(panel).contact_phone.slice(4, 8)} 9${office(panel).contact_phone.slice(9).replace('-', '')}`.replace(
        /\s+/g,
        ' ',
      ),
  };
}

/** What a brand of each kind of content does, for a text written from its row. */
const DOES: Record<BrandDefinition['content'], Record<Lang, string>> = {
  talents: { pt: 'representa artistas e cuida de suas carreiras', en: 'represents artists and manages their careers' },
  events: { pt: 'produz eventos e cuida de suas agendas', en: 'produces events and runs their diaries' },
  shows: { pt: 'produz espetáculos e turnês', en: 'produces shows and tours' },
};

/** `a`, `a e b`, `a, b e c` (`and` in English). */
function names(list: readonly string[], lang: Lang): string {
  const and = lang === 'pt' ? ' e ' : ' and ';
  return list.length < 2 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')}${and}${list.at(-1)}`;
}

/** The About text of a panel no hand-written text covers: its brand's name, what it does and its office. */
export function writtenFromRow(brand: BrandDefinition, address: string, lang: Lang): string {
  return lang === 'pt'
    ? `<p>A <strong>${brand.name}</strong> ${DOES[brand.content].pt}, com escritório em ${address}.</p>` +
        '<p>Cada trabalho tem uma pessoa da equipe responsável, do primeiro contato ao fim do contrato.</p>'
    : `<p><strong>${brand.name}</strong> ${DOES[brand.content].en}, from its office at ${address}.</p>` +
        '<p>Every job has one person of the team looking after it, from the first call to the end of the contract.</p>';
}

/** The brands that read their about page from `panel` (the call table's site.contents). */
export function aboutReaders(panel: Panel): BrandDefinition[] {
  return BRANDS.filter((brand) => backendForCall('site.contents', brand.key) === panel);
}

/**
 * The about_us text a panel answers: its brand's own (about-texts.ts) or one written from the brand's
 * row, followed, when brands reading their about page here are not named in it, by a paragraph
 * that names them: every brand's about page names the brand.
 */
export function aboutText(panel: Panel, lang: Lang, readers: readonly BrandDefinition[] = aboutReaders(panel)): string {
  const own = ABOUT_TEXTS[panel]?.[lang] ?? writtenFromRow(panelBrand(panel), office(panel).contact_address, lang);
  const unnamed = readers.filter((brand) => !own.includes(brand.name)).map((brand) => `<strong>${brand.name}</strong>`);
  if (unnamed.length === 0) return own;
  return (
    own +
    (lang === 'pt'
      ? `<p>Desta mesma casa ${unnamed.length > 1 ? 'nasceram' : 'nasceu'} ${names(unnamed, 'pt')}, com elenco e equipe próprios.</p>`
      : `<p>The same house runs ${names(unnamed, 'en')}, with a roster and a team of its own.</p>`)
  );
}

/** The panel's about_us page in both languages (aboutText). */
export function about(panel: Panel): Record<Lang, AboutContent> {
  return {
    pt: { type: 'about_us', lang: 'pt', title: 'Sobre nós', content: aboutText(panel, 'pt') },
    en: { type: 'about_us', lang: 'en', title: 'About us', content: aboutText(panel, 'en') },
  };
}

export function customHome(panel: Panel, rng: Rng): CustomHome {
  const { name, color } = panelBrand(panel);
  return {
    title: name,
    subtitle: pick(rng, ['Talento com direção', 'Arte, gente e histórias', 'Onde carreiras começam']),
    background_image: photoPath('home', `${panel}-background`, '16x9'),
    background_video: panel === 'main' || panel === 'music' ? hostedVideoPath(color) : null,
    intro_images: Array.from({ length: 5 }, (_, k) =>
      photoPath('home', `${panel}-intro-${k + 1}`, k % 2 ? '4x5' : '3x4'),
    ),
    modal: { ...OPENING_MODALS[panel], image: photoPath('home', `${panel}-modal`, '4x5') },
  };
}

/**
 * Each panel's opening modal invites to what its brand's site offers: the talent brands to their
 * scouting, music to its concert agenda, cultural to its workshops (neither has a scouting).
 */
const SCOUTING_MODAL = {
  title: 'Seletiva aberta',
  content: '<p>Estamos procurando novos rostos. Envie suas fotos e conte sua história.</p>',
  cta_label: 'Inscreva-se',
  cta_url: '/seletiva',
};
const OPENING_MODALS: Record<Panel, Omit<NonNullable<CustomHome['modal']>, 'image'>> = {
  main: SCOUTING_MODAL,
  jabuticaba: SCOUTING_MODAL,
  digital: SCOUTING_MODAL,
  music: {
    title: 'Agenda de shows',
    content: '<p>Nossos artistas estão na estrada. Veja as próximas datas e garanta seu lugar.</p>',
    cta_label: 'Ver a agenda',
    cta_url: '/eventos',
  },
  cultural: {
    title: 'Oficinas abertas',
    content: '<p>Inscrições abertas para as oficinas da temporada, com artistas e mestres da cena.</p>',
    cta_label: 'Ver as oficinas',
    cta_url: '/workshop',
  },
};
