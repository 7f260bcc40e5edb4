import { NUMERIC_ID_PATTERN } from '@agency/schema/validation/rules';
import { localizedPath } from '@agency/schema/locales';
import type { AppLocale } from '@/i18n/routing';

/** Shared selections are links like /favoritos?ids=1,2,3 (one query parameter, comma-separated). */
export const SHARE_PARAM = 'ids';

/** More ids than this in a link are ignored: a selection is a shortlist, and the query stays bounded. */
export const MAX_SHARED_IDS = 60;

/** The talent ids of a shared link's `ids` value: trimmed, valid, without duplicates, in link order. */
export function parseSharedIds(value: string | null | undefined): string[] {
  if (!value) return [];
  const ids: string[] = [];
  for (const part of value.split(',')) {
    const id = part.trim();
    // Talent ids are record ids (digits): anything else in a hand-edited link is dropped, never sent.
    if (NUMERIC_ID_PATTERN.test(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_SHARED_IDS) break;
  }
  return ids;
}

/** The absolute link that opens /favoritos in this locale with these talents. */
export function buildShareUrl(origin: string, locale: AppLocale, ids: readonly string[]): string {
  const url = new URL(localizedPath(locale, '/favoritos'), origin);
  url.searchParams.set(SHARE_PARAM, ids.join(','));
  // URLSearchParams encodes commas; they are safe in a query and read better unencoded.
  return url.toString().replace(/%2C/g, ',');
}
