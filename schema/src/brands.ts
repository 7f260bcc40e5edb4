/**
 * The brand table: the one place where the five agency brands, their menus,
 * their talent categories (album ids) and their hosts are written down.
 * The gateway exposes it through GraphQL; the site imports only the pure
 * host-to-brand function from here (its middleware runs before any query).
 */

import type { PostKindKey } from './post-kinds';

export const BRAND_KEYS = ['cq-empresariamento', 'jabuticaba', 'digital', 'music', 'cultural'] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];

export type BrandContent = 'talents' | 'events' | 'shows';

/** The five brand panels (a Laravel CMS each); the sixth back-end is the manager service. */
export const PANELS = ['main', 'jabuticaba', 'digital', 'music', 'cultural'] as const;
export type PanelName = (typeof PANELS)[number];

/**
 * Which panel answers each family of calls for a brand. The agency's endpoint table: about-us
 * contents from the creative agency (jabuticaba), digital or music panel, else main; social
 * medias, contact infos and the scouting and favourites forms from the creative agency or digital
 * panel, else main. Talents, staff, partner logos, highlights, blog, publications, posts by slug
 * and the custom home come from the brand's own panel (the agenda kinds of post come from the panel
 * the post-kind table names for every brand): the endpoint table sends blog and
 * publication lists to the cultural panel without a brand, but their posts by slug to the brand's
 * panel, and the custom home to main for every brand; one panel per brand keeps a list and its
 * posts together and gives each brand its own pre-home images and opening modal.
 */
export interface BrandBackends {
  own: PanelName;
  contents: PanelName;
  contacts: PanelName;
  forms: PanelName;
}

/** The contact form goes to the main panel for every brand. */
export const CONTACT_FORM_PANEL: PanelName = 'main';

/** Kinds of post: the post-kind table (post-kinds.ts) writes each one down. */
export type { PostKindKey };

/** Menu keys, one per menu entry kind; the site translates them. */
export type MenuKey =
  | 'exclusive_artists'
  | 'cq+'
  | 'highlights'
  | 'creative'
  | 'about'
  | 'contact'
  | 'blog'
  | 'selective'
  | 'publications'
  | 'publications_l'
  | 'favorites'
  | 'actors'
  | 'influencers'
  | 'events'
  | 'shows'
  | 'workshop'
  | 'palestras';

export interface TalentCategory {
  /** Route segment, e.g. 'jornalistas'. */
  slug: string;
  /** Message key for the label. */
  key: string;
  albumIds: readonly number[];
}

export interface BrandDefinition {
  id: number;
  key: BrandKey;
  name: string;
  /** What the GraphQL enum value BrandKey says of it. */
  description: string;
  color: string;
  content: BrandContent;
  /** Whether the brand lists events besides its main content (cultural). */
  events: boolean;
  /** Production domains, first is canonical. Overridable by BRAND_DOMAINS_<KEY>. */
  domains: readonly string[];
  /** Local dev/test port of the site (3000-3004) and of the server (8200-8204). */
  sitePort: number;
  serverPort: number;
  menu: { left: readonly MenuKey[]; right: readonly MenuKey[] };
  /** Highlight categories (route segments under /destaques/). */
  highlightCategories: readonly string[];
  /** Talent categories reachable on this brand; empty for music/cultural. */
  talentCategories: readonly TalentCategory[];
  /** Albums used at the brand root (no category). */
  defaultAlbumIds: readonly number[];
  /**
   * The contact address and footer social links fixed for this brand: where present they replace
   * the panel's address and social medias everywhere (footer, contact page info list, map and its
   * caption, comp cards), so a page never shows two addresses. Absent: the panel's data is used.
   */
  fixedContact?: FixedContact;
  /** The panel behind each family of calls (BrandBackends). */
  backends: BrandBackends;
  /**
   * The kinds of post this brand has pages for; any other kind's route is a 404 here, not an
   * always-empty page. Exactly the kinds its menu links (a blog nobody can reach is no blog).
   */
  postKinds: readonly PostKindKey[];
  /** Whether the about page carries the social feed (recent posts and the brand's social links). */
  socialFeed: boolean;
  /**
   * The branch root: the path segment every brand's site answers for this brand (/cq-music). On
   * this brand's site it is its home (and, for a brand of events or shows, /{branchRoot}/{slug} its
   * event); on a sister brand's site the proxy redirects it to this brand's site.
   */
  branchRoot: string;
  /** The brand's wordmark, as the site draws it (there are no logo files). */
  logo: BrandLogo;
}

/**
 * A brand's wordmark in a box 40 units high: shapes and words placed in it. Words in the sans font
 * are drawn in capitals, in weight 600, stretched to their length by their spacing; serif words
 * are stretched by their glyphs. The words, in order, also name the mark to assistive technology.
 */
export interface BrandLogo {
  width: number;
  shapes: readonly LogoShape[];
  words: readonly LogoWord[];
}

/** 'brand' fills with the brand's colour, 'ink' with the text colour. */
export type LogoShape =
  | { kind: 'bar'; x: number; y: number; width: number; height: number; fill: 'brand' | 'ink' }
  /** Sound-level bars 5 units apart, centred on the mark's middle line. */
  | { kind: 'equalizer'; x: number; heights: readonly number[] }
  /** A brand-coloured berry with its highlight. */
  | { kind: 'berry'; x: number; y: number; radius: number };

export interface LogoWord {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  font: 'serif' | 'sans';
  italic?: boolean;
  letterSpacing?: number;
  /** A fixed drawn length, so the mark keeps its width whichever font has loaded. */
  length?: number;
}

/** The group's serif 'CQ' at the start of a mark. */
const CQ_MONOGRAM: LogoWord = { text: 'CQ', x: 0, y: 28, size: 30, font: 'serif', length: 44 };
/** A sans word after the monogram. */
const capsWord = (text: string, x: number, length: number): LogoWord => ({
  text,
  x,
  y: 26,
  size: 13,
  font: 'sans',
  letterSpacing: 6,
  length,
});

/** A brand's fixed contact address and its footer's social links. */
export interface FixedContact {
  /** Postal address, shown as text and searched on the map. */
  address: string;
  /** The footer's social links, in order. */
  socials: readonly { network: SocialNetwork; label: string; url: string }[];
}

/** The 13 networks of the social-medias entity, in the order footers show them (footer icons, panels' social-medias). */
export const SOCIAL_NETWORKS = [
  'instagram',
  'twitter',
  'facebook',
  'tumblr',
  'linkedin',
  'pinterest',
  'youtube',
  'vimeo',
  'wordpress',
  'snapchat',
  'imdb',
  'spotify',
  'tiktok',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Album 368 holds career content on every talent profile. */
export const CAREER_ALBUM_ID = 368;

const MAIN_ALBUMS = {
  actresses_actors: 497,
  journalists: 498,
  fashion: 499,
  international: 501,
  authors: 502,
  directors: 492,
  writers: 503,
  photographers: 494,
  screenwriters: 493,
  soundtrack_composers: 495,
  coaches: 496,
  /** Not in the agency's album table: /caracterizacao needs an album of its own. */
  characterization: 504,
} as const;

const MAIN_DEFAULT = [
  MAIN_ALBUMS.journalists,
  MAIN_ALBUMS.actresses_actors,
  MAIN_ALBUMS.international,
  MAIN_ALBUMS.fashion,
];
const CREATIVE = [
  MAIN_ALBUMS.authors,
  MAIN_ALBUMS.directors,
  MAIN_ALBUMS.writers,
  MAIN_ALBUMS.photographers,
  MAIN_ALBUMS.coaches,
  MAIN_ALBUMS.screenwriters,
  MAIN_ALBUMS.soundtrack_composers,
];

const MAIN_HIGHLIGHTS = ['filmes', 'series', 'novelas', 'premios', 'outros'] as const;

export const BRANDS: readonly BrandDefinition[] = [
  {
    id: 1,
    key: 'cq-empresariamento',
    name: 'CQ Empresariamento',
    description: 'Main talent agency, key cq-empresariamento.',
    color: '#000000',
    content: 'talents',
    events: false,
    domains: ['cqempresariamento.com.br'],
    sitePort: 3000,
    serverPort: 8200,
    menu: {
      left: ['exclusive_artists', 'cq+', 'highlights', 'creative', 'about'],
      right: ['contact', 'blog', 'selective', 'publications', 'favorites'],
    },
    highlightCategories: MAIN_HIGHLIGHTS,
    talentCategories: [
      { slug: 'artistas-exclusivos', key: 'exclusive_artists', albumIds: MAIN_DEFAULT },
      { slug: 'jornalistas', key: 'journalists', albumIds: [MAIN_ALBUMS.journalists] },
      {
        slug: 'todomundo',
        key: 'everybody',
        albumIds: [...MAIN_DEFAULT, ...CREATIVE, MAIN_ALBUMS.characterization],
      },
      { slug: 'atrizes_atores', key: 'actresses_actors', albumIds: [MAIN_ALBUMS.actresses_actors] },
      { slug: 'internacional', key: 'international', albumIds: [MAIN_ALBUMS.international] },
      { slug: 'moda', key: 'fashion', albumIds: [MAIN_ALBUMS.fashion] },
      { slug: 'criativo', key: 'creative', albumIds: CREATIVE },
      { slug: 'autores', key: 'authors', albumIds: [MAIN_ALBUMS.authors] },
      { slug: 'diretores', key: 'directors', albumIds: [MAIN_ALBUMS.directors] },
      { slug: 'escritores', key: 'writers', albumIds: [MAIN_ALBUMS.writers] },
      { slug: 'fotografos', key: 'photographers', albumIds: [MAIN_ALBUMS.photographers] },
      { slug: 'preparadores', key: 'coaches', albumIds: [MAIN_ALBUMS.coaches] },
      { slug: 'roteiristas', key: 'screenwriters', albumIds: [MAIN_ALBUMS.screenwriters] },
      { slug: 'trilheiros', key: 'soundtrack_composers', albumIds: [MAIN_ALBUMS.soundtrack_composers] },
      { slug: 'caracterizacao', key: 'characterization', albumIds: [MAIN_ALBUMS.characterization] },
    ],
    defaultAlbumIds: MAIN_DEFAULT,
    backends: { own: 'main', contents: 'main', contacts: 'main', forms: 'main' },
    postKinds: ['BLOG', 'HIGHLIGHT', 'PUBLICATION'],
    socialFeed: true,
    branchRoot: 'cq-empresariamento',
    logo: {
      width: 236,
      shapes: [{ kind: 'bar', x: 52, y: 9, width: 1, height: 22, fill: 'ink' }],
      words: [
        CQ_MONOGRAM,
        { text: 'Empresariamento', x: 62, y: 25, size: 10.5, font: 'sans', letterSpacing: 3.6, length: 170 },
      ],
    },
  },
  {
    id: 2,
    key: 'jabuticaba',
    name: 'Jabuticaba',
    description: 'Acting/models branch (the creative agency), key jabuticaba.',
    color: '#93AE06',
    content: 'talents',
    events: false,
    domains: ['jabuticabacasting.com.br'],
    sitePort: 3001,
    serverPort: 8201,
    menu: {
      left: ['cq+', 'highlights', 'actors', 'contact'],
      right: ['about', 'blog', 'selective', 'favorites'],
    },
    highlightCategories: ['publicidade', ...MAIN_HIGHLIGHTS],
    talentCategories: [
      { slug: 'atrizes', key: 'actresses', albumIds: [490] },
      { slug: 'atores', key: 'actors', albumIds: [491] },
    ],
    defaultAlbumIds: [490, 491],
    backends: { own: 'jabuticaba', contents: 'jabuticaba', contacts: 'jabuticaba', forms: 'jabuticaba' },
    postKinds: ['BLOG', 'HIGHLIGHT'],
    socialFeed: true,
    branchRoot: 'jabuticaba',
    logo: {
      width: 232,
      shapes: [{ kind: 'berry', x: 14, y: 20, radius: 9 }],
      words: [
        { text: 'Jabuticaba', x: 32, y: 28, size: 26, font: 'serif', italic: true, length: 148 },
        { text: 'Casting', x: 184, y: 28, size: 8.5, font: 'sans', letterSpacing: 2.4 },
      ],
    },
    fixedContact: {
      address: 'Rua Visconde de Pirajá, 550 - Ipanema, Rio de Janeiro - RJ, 22410-002',
      socials: [
        { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/jabuticabacasting' },
        { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/jabuticabacasting' },
      ],
    },
  },
  {
    id: 3,
    key: 'digital',
    name: 'CQ Digital',
    description: 'Digital influencers, key digital.',
    color: '#FC6606',
    content: 'talents',
    events: false,
    domains: ['cqdigital.com.br'],
    sitePort: 3002,
    serverPort: 8202,
    menu: {
      left: ['cq+', 'highlights', 'influencers', 'contact'],
      right: ['about', 'blog', 'selective', 'favorites'],
    },
    highlightCategories: ['acoes', 'campanhas', 'eventos'],
    talentCategories: [{ slug: 'influencers', key: 'influencers', albumIds: [374] }],
    defaultAlbumIds: [374],
    backends: { own: 'digital', contents: 'digital', contacts: 'digital', forms: 'digital' },
    postKinds: ['BLOG', 'HIGHLIGHT'],
    socialFeed: true,
    branchRoot: 'digital',
    logo: {
      width: 172,
      shapes: [{ kind: 'bar', x: 52, y: 9, width: 3, height: 22, fill: 'brand' }],
      words: [CQ_MONOGRAM, capsWord('Digital', 64, 104)],
    },
    fixedContact: {
      address: 'Rua Fradique Coutinho, 1500 - Pinheiros, São Paulo - SP, 05416-001',
      socials: [
        { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/cqdigital' },
        { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@cqdigital' },
      ],
    },
  },
  {
    id: 4,
    key: 'music',
    name: 'CQ Music',
    description: 'Music branch: events.',
    color: '#000000',
    content: 'events',
    events: false,
    domains: ['cqmusic.com.br'],
    sitePort: 3003,
    serverPort: 8203,
    menu: { left: ['cq+', 'highlights', 'events'], right: ['about', 'contact'] },
    highlightCategories: ['shows'],
    talentCategories: [],
    defaultAlbumIds: [],
    backends: { own: 'music', contents: 'music', contacts: 'main', forms: 'main' },
    postKinds: ['EVENT', 'HIGHLIGHT'],
    socialFeed: false,
    branchRoot: 'cq-music',
    logo: {
      width: 180,
      shapes: [{ kind: 'equalizer', x: 54, heights: [6, 14, 20, 11, 17, 8] }],
      words: [CQ_MONOGRAM, capsWord('Music', 92, 84)],
    },
  },
  {
    id: 5,
    key: 'cultural',
    name: 'CQ Cultural',
    description: 'Cultural branch: shows, workshops, lectures, publications.',
    color: '#FEE600',
    content: 'shows',
    events: true,
    domains: ['cqcultural.com.br'],
    sitePort: 3004,
    serverPort: 8204,
    menu: {
      left: ['cq+', 'highlights', 'shows', 'publications_l'],
      right: ['workshop', 'palestras', 'contact'],
    },
    highlightCategories: ['espetaculos', 'publicacoes', 'workshop', 'palestras'],
    talentCategories: [],
    defaultAlbumIds: [],
    backends: { own: 'cultural', contents: 'main', contacts: 'main', forms: 'main' },
    postKinds: ['SHOW', 'WORKSHOP', 'LECTURE', 'PUBLICATION', 'HIGHLIGHT'],
    socialFeed: false,
    branchRoot: 'cq-cultural',
    logo: {
      width: 184,
      shapes: [{ kind: 'bar', x: 56, y: 31, width: 124, height: 3, fill: 'brand' }],
      words: [CQ_MONOGRAM, capsWord('Cultural', 56, 124)],
    },
  },
];

export const MAIN_BRAND: BrandDefinition = BRANDS[0]!;

/**
 * A brand key as a constant name: its GraphQL enum value and its environment-variable suffix
 * ('cq-empresariamento' -> 'CQ_EMPRESARIAMENTO').
 */
export function brandConstantName(key: BrandKey): string {
  return key.replace(/-/g, '_').toUpperCase();
}

/** The brand key of a constant name ('CQ_EMPRESARIAMENTO' -> 'cq-empresariamento'), or null for no brand. */
export function brandKeyOfConstantName(name: string): BrandKey | null {
  const key = name.trim().toLowerCase().replace(/_/g, '-');
  return isBrandKey(key) ? key : null;
}

/** A string from a request (a URL, a header) checked against the brand table's keys. */
export function isBrandKey(value: string): value is BrandKey {
  return (BRAND_KEYS as readonly string[]).includes(value);
}

export function brandByKey(key: BrandKey): BrandDefinition {
  const brand = BRANDS.find((b) => b.key === key);
  if (!brand) throw new Error(`Unknown brand key: ${key}`);
  return brand;
}

/** Every highlight category route segment some brand uses under /destaques/. */
export const HIGHLIGHT_CATEGORIES: readonly string[] = [...new Set(BRANDS.flatMap((b) => b.highlightCategories))];

/** The dropdowns whose entries are fixed talent categories (as category slugs), whatever the panels hold. */
export const DROPDOWNS: Partial<Record<MenuKey, readonly string[]>> = {
  exclusive_artists: ['jornalistas', 'todomundo', 'atrizes_atores', 'internacional', 'moda'],
  actors: ['atrizes', 'atores'],
  creative: ['autores', 'diretores', 'escritores', 'fotografos', 'preparadores', 'roteiristas', 'trilheiros'],
};

/** A BRAND_DOMAINS_<KEY> entry may name plain HTTP: a site served without TLS (the development server). */
const PLAIN_HTTP = 'http://';
const SCHEME = /^https?:\/\//;

/** The configured entries, as written (lowercase, scheme kept). */
function domainEntries(brand: BrandDefinition, env: Record<string, string | undefined>): string[] {
  const override = env[`BRAND_DOMAINS_${brandConstantName(brand.key)}`];
  if (override)
    return override
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean);
  return [...brand.domains];
}

/**
 * Brand domains (hosts, a port where one is configured), overridable per deployment:
 * BRAND_DOMAINS_JABUTICABA="a.com,b.com", or "http://jabuticaba.localhost:3000" for `npm run dev`.
 */
export function brandDomains(brand: BrandDefinition, env: Record<string, string | undefined> = {}): string[] {
  return domainEntries(brand, env).map((entry) => entry.replace(SCHEME, ''));
}

/**
 * The origin of a brand's first domain: HTTPS, with `www.` when asked, unless its entry names
 * plain HTTP (`http://music.localhost:3000`, the development server), which is used as written.
 */
export function brandOrigin(brand: BrandDefinition, env: Record<string, string | undefined> = {}, www = ''): string {
  const first = domainEntries(brand, env)[0] ?? '';
  return first.startsWith(PLAIN_HTTP) ? first : `https://${www}${first.replace(SCHEME, '')}`;
}

function splitHost(host: string): { hostname: string; port: number | null } {
  const trimmed = host.trim().toLowerCase();
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(trimmed);
  if (!match) return { hostname: trimmed, port: null };
  return { hostname: match[1]!, port: match[2] ? Number(match[2]) : null };
}

/**
 * The local port a brand's site answers on: 3000-3004 by default. SITE_PORT_BASE
 * shifts the five ports together so several copies can run on one machine.
 */
export function sitePort(brand: BrandDefinition, env: Record<string, string | undefined> = {}): number {
  const base = Number(env.SITE_PORT_BASE);
  return Number.isInteger(base) && base > 0 ? base + brand.id - 1 : brand.sitePort;
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

export function isLocalHost(host: string): boolean {
  return LOCAL_HOSTNAMES.has(splitHost(host).hostname);
}

/**
 * Host to brand: by domain (with or without www), by local
 * ports 3000-3004 and server ports 8200-8204 on a loopback host; anything else is the main brand. A
 * domain configured with a port (BRAND_DOMAINS_<KEY>="jabuticaba.localhost:8443", a local front on
 * a port other than 443; "http://jabuticaba.localhost:3000", the development server) matches that
 * host and port, and comes before the port family.
 */
export function brandForHost(
  host: string | null | undefined,
  env: Record<string, string | undefined> = {},
): BrandDefinition {
  return brandOfTableHost(host, env) ?? MAIN_BRAND;
}

const DEFAULT_PORTS = new Set([80, 443]);

/**
 * The brand a host names in this table, or null for any other host: what a forwarded host must be
 * to be believed at all. A port names a brand only on a loopback host (localhost:3001 is
 * Jabuticaba's development site): through the front, the Host is the visitor's to write, and
 * `<main domain>:8201` must not render Jabuticaba's pages under the main brand's name (a cache
 * keyed on the name would keep them). Elsewhere a brand's domain, with or without www, on the
 * port it is configured with (none: the default ports, 80 and 443).
 */
export function brandOfTableHost(
  host: string | null | undefined,
  env: Record<string, string | undefined> = {},
): BrandDefinition | null {
  if (!host) return null;
  const { hostname, port } = splitHost(host);
  const bare = hostname.replace(/^www\./, '');
  // A domain configured with its port (a local front on jabuticaba.localhost:8443, the development
  // server's music.localhost:3000) names its brand before any port rule.
  if (port !== null) {
    const byDomainAndPort = BRANDS.find((b) => brandDomains(b, env).includes(`${bare}:${port}`));
    if (byDomainAndPort) return byDomainAndPort;
  }
  if (LOCAL_HOSTNAMES.has(hostname)) {
    if (port === null) return null;
    return BRANDS.find((b) => sitePort(b, env) === port || b.serverPort === port) ?? null;
  }
  const onDefaultPort = port === null || DEFAULT_PORTS.has(port);
  return onDefaultPort ? (BRANDS.find((b) => brandDomains(b, env).includes(bare)) ?? null) : null;
}

/**
 * What a request's Host is to the site: `brand`, one of the brand table's addresses; `local`, a
 * loopback host (development, tests, the bench: the port picks the brand); `misdirected`, a brand's
 * domain on a port no address of ours uses (answered 421, never another brand's page); `unknown`,
 * any other name (answered as the main brand's "not found", never a page).
 */
export type HostStanding = 'brand' | 'local' | 'misdirected' | 'unknown';

export function hostStanding(
  host: string | null | undefined,
  env: Record<string, string | undefined> = {},
): HostStanding {
  if (!host) return 'unknown';
  const { hostname } = splitHost(host);
  if (LOCAL_HOSTNAMES.has(hostname)) return 'local';
  if (brandOfTableHost(host, env)) return 'brand';
  const bare = hostname.replace(/^www\./, '');
  const named = BRANDS.some((b) => brandDomains(b, env).some((d) => splitHost(d).hostname === bare));
  return named ? 'misdirected' : 'unknown';
}

/**
 * The URL of a brand's site seen from the current host: on a local host (localhost, 127.0.0.1,
 * [::1]) the brand's own local port, in the port family the host uses; anywhere else the brand's
 * production domain, keeping a www prefix if the current host has one. Only names from this table
 * and the fixed local host names come out: a host sent by a client is never echoed into a link.
 */
export function brandSiteUrl(
  target: BrandDefinition,
  currentHost: string | null | undefined,
  env: Record<string, string | undefined> = {},
): string {
  const { hostname, port } = splitHost(currentHost ?? '');
  if (isLocalHost(currentHost ?? '')) {
    const local = hostname === '0.0.0.0' ? 'localhost' : hostname;
    if (port !== null && BRANDS.some((b) => b.serverPort === port)) return `http://${local}:${target.serverPort}`;
    return `http://${local}:${sitePort(target, env)}`;
  }
  return brandOrigin(target, env, hostname.startsWith('www.') ? 'www.' : '');
}
