/** The agency's input limits (field lengths, page sizes, ids per request) plus the photo limits the scouting form states. */
/** Characters of a list search, on its own so every list's first load can read it without the rest. */
export const SEARCH_MAX_LENGTH = 100;

export const LIMITS = {
  experienceMax: 600,
  favoritesMessageMax: 255,
  contactMessageMax: 255,
  scoutingSteps: 4,
  photosRequired: 4,
  /** Per photo, stated on the form. Browsers scale larger photos down first. */
  photoMaxBytes: 8 * 1024 * 1024,
  photoExtensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
  photoMimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  /**
   * Pixels a photo may declare in its header, checked before any decode: the largest photo phones
   * save by default. Most phones bin their 48-200 MP sensors to 12 MP; iPhones from the 15 on save
   * 24 MP (5712 x 4284). Their high-resolution modes (48-200 MP) usually make files past the 8 MB
   * photo limit, and the site's form scales every photo to 2400 px before sending it. A
   * decompression bomb (a small file declaring a huge bitmap) is refused without being decoded,
   * and no photo costs more to decode than the largest a phone makes.
   */
  photoPixelsMax: 25_000_000,
  /** Pixels on a photo's longest side (panoramas included). */
  photoSideMax: 10_000,
  /** Longest text a free field may hold before it is refused outright. */
  shortTextMax: 120,
  urlMax: 300,
  /** Talents in one favourites quote request (the favourites list keeps no more). */
  favoritesMax: 200,
  /** Characters of a list search (the site cuts longer searches before asking). */
  searchMax: SEARCH_MAX_LENGTH,
  /** Items one page of a list may ask for: the site's largest page is the sitemap's 200. */
  pageSizeMax: 200,
  /** Ids one talentsByIds call may name: a shared favourites link (favoritesMax). */
  idsMax: 200,
  /**
   * Characters of a post slug: what the back-ends' routes take (a longer path parameter is refused
   * with 414, which read as "back-end unavailable": 503 and a new data-cache entry per retry).
   * Longer is refused as input by the gateway and is a 404 on the site, without a back-end call.
   */
  slugMax: 100,
  /** Characters of a host name with its port (a DNS name is at most 253). */
  hostMax: 260,
} as const;

/** Whole multipart body: four photos at the limit plus the fields. */
export const UPLOAD_BODY_MAX_BYTES = LIMITS.photosRequired * LIMITS.photoMaxBytes + 1024 * 1024;

/** Every request body that is not a photo upload (JSON operations): 1 MB, far above any form or page query. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
