import type { BrandKey } from '@agency/schema/brands';

/** The six REST back-ends: the manager service and one panel per brand. */
export const BACKENDS = ['manager', 'main', 'jabuticaba', 'digital', 'music', 'cultural'] as const;
export type Backend = (typeof BACKENDS)[number];
export type PanelBackend = Exclude<Backend, 'manager'>;

/** A brand's own panel (the main brand's panel is called 'main'). */
export function panelOf(brand: BrandKey): PanelBackend {
  return brand === 'cq-empresariamento' ? 'main' : brand;
}

/*
 * Routing per the spec's endpoint table (forms-content-and-services §7). One function per
 * endpoint family so a resolver never decides where a call goes.
 */

/** GET api/contents/...: creative agency, digital, music, else main. */
export function contentsBackend(brand: BrandKey): PanelBackend {
  return brand === 'jabuticaba' || brand === 'digital' || brand === 'music' ? brand : 'main';
}

/** GET /api/social-medias and /api/contact-infos: creative agency, digital, or main. */
export function contactsBackend(brand: BrandKey): PanelBackend {
  return brand === 'jabuticaba' || brand === 'digital' ? brand : 'main';
}

/** GET /api/posts/{type}: events live on the music panel, every other cultural type on the cultural panel. */
export function culturalPostsBackend(type: 'events' | 'shows' | 'workshop' | 'palestras'): PanelBackend {
  return type === 'events' ? 'music' : 'cultural';
}

/** Blog, highlights, publications and posts/get by slug: the brand's own panel. */
export function ownPanelBackend(brand: BrandKey): PanelBackend {
  return panelOf(brand);
}

/** get-scouted and favorites: main, creative agency or digital (music and cultural send to main). */
export function formsBackend(brand: BrandKey): PanelBackend {
  return brand === 'jabuticaba' || brand === 'digital' ? brand : 'main';
}

/** contact: always the main panel. */
export function contactFormBackend(): PanelBackend {
  return 'main';
}

/** Option lists (countries, cities, licences): the manager service. */
export function optionsBackend(): Backend {
  return 'manager';
}
