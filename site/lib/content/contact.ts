import { MAIN_BRAND, type BrandKey } from '@agency/schema/brands';
import { MAP_ZOOM, MAX_FEATURED_STAFF } from './constants';
import { localizedPath } from '@agency/schema/locales';
import type { AppLocale } from '@/i18n/routing';

/** A maps search for an address (the contact page links the address that way). */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The embedded map, loaded only when the visitor asks for it. */
export function mapsEmbedUrl(place: { latitude?: number | null; longitude?: number | null; address?: string | null }) {
  const q =
    place.latitude != null && place.longitude != null ? `${place.latitude},${place.longitude}` : (place.address ?? '');
  return `https://maps.google.com/maps?q=${encodeURIComponent(q)}&z=${MAP_ZOOM}&output=embed`;
}

/**
 * The scouting call's sign-up link: the main brand links to its own
 * /seletiva; every other brand to /seletiva on the main brand's site.
 */
export function scoutingHref(brand: BrandKey, mainSiteUrl: string, locale: AppLocale): string {
  const path = localizedPath(locale, '/seletiva');
  if (brand === MAIN_BRAND.key) return path;
  return `${mainSiteUrl.replace(/\/$/, '')}${path}`;
}

/** Up to two featured people first (in their order), then everybody else. */
export function splitStaff<T extends { featured: boolean }>(staff: readonly T[]): { featured: T[]; rest: T[] } {
  const featured = staff.filter((s) => s.featured).slice(0, MAX_FEATURED_STAFF);
  return { featured, rest: staff.filter((s) => !featured.includes(s)) };
}
