import { brandByKey, isBrandKey, type BrandDefinition } from '@agency/schema/brands';
import { isSiteLocale, LOCALES, type SiteLocale } from '@agency/schema/locales';

/** Every comp-card URL starts here on the gateway's node layer. */
export const COMP_CARD_PREFIX = '/comp-cards/';

/** A shortlist PDF holds at most this many talents: a print shortlist, and a bounded generation. */
export const SHORTLIST_MAX_TALENTS = 50;

/** Talent ids are the back-ends' numeric ids (as the `talent` query accepts them). */
const TALENT_ID = /^\d{1,12}$/;
const SHORTLIST_FILE = 'shortlist.pdf';

/** An id as one key: '007' and '7' name the same talent, so they are one cache entry. */
const canonicalId = (id: string) => BigInt(id).toString();
const byNumber = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

export type CompCardRequest =
  | { kind: 'card'; brand: BrandDefinition; locale: SiteLocale; id: string }
  | { kind: 'shortlist'; brand: BrandDefinition; locale: SiteLocale; ids: string[] };

/** A refused request: the status and the sentence the caller reads. */
export interface Refusal {
  status: 400 | 404;
  error: string;
}

export function isRefusal(value: CompCardRequest | Refusal): value is Refusal {
  return 'error' in value;
}

/**
 * The ids of a shortlist's `ids` parameter: one parameter, comma-separated numeric ids, nothing
 * else (no spaces, no empty parts), at most SHORTLIST_MAX_TALENTS of them. Canonical: a repeated
 * id counts once and the ids come back in ascending numeric order (the card order of the PDF), so
 * every permutation of one shortlist is one document and one cache entry, not a fresh generation.
 */
export function parseShortlistIds(params: URLSearchParams): string[] | Refusal {
  const values = params.getAll('ids');
  if (values.length !== 1 || values[0] === '') {
    return { status: 400, error: 'Give the talents as one ids parameter: ?ids=12,34,56.' };
  }
  const parts = values[0]!.split(',');
  if (parts.length > SHORTLIST_MAX_TALENTS) {
    return {
      status: 400,
      error: `A shortlist holds at most ${SHORTLIST_MAX_TALENTS} talents; this one has ${parts.length}.`,
    };
  }
  const bad = parts.find((part) => !TALENT_ID.test(part));
  if (bad !== undefined) {
    return {
      status: 400,
      error: `Malformed talent id '${bad.slice(0, 40)}': ids are numbers separated by commas, without spaces.`,
    };
  }
  return [...new Set(parts.map(canonicalId))].sort(byNumber);
}

/**
 * Reads /comp-cards/{brand}/{locale}/{talentId}.pdf and /comp-cards/{brand}/{locale}/shortlist.pdf
 * ?ids=1,2,3. Unknown brands, brands without talents and unknown locales are 404 (no such
 * document); a malformed id or shortlist is 400.
 */
export function parseCompCardRequest(path: string, params: URLSearchParams): CompCardRequest | Refusal {
  const parts = path.slice(COMP_CARD_PREFIX.length).split('/');
  if (!path.startsWith(COMP_CARD_PREFIX) || parts.length !== 3) {
    return { status: 404, error: 'Not found. Comp cards are at /comp-cards/{brand}/{locale}/{talentId}.pdf.' };
  }
  const [brandKey, locale, file] = parts as [string, string, string];
  if (!isBrandKey(brandKey)) {
    return { status: 404, error: `Unknown brand '${brandKey.slice(0, 40)}'.` };
  }
  const brand = brandByKey(brandKey);
  if (brand.content !== 'talents') return { status: 404, error: `${brand.name} has no talents, so no comp cards.` };
  if (!isSiteLocale(locale)) {
    return { status: 404, error: `Unknown locale '${locale.slice(0, 10)}': use ${LOCALES.join(' or ')}.` };
  }
  if (file === SHORTLIST_FILE) {
    const ids = parseShortlistIds(params);
    return Array.isArray(ids) ? { kind: 'shortlist', brand, locale, ids } : ids;
  }
  if (!file.endsWith('.pdf')) return { status: 404, error: 'Not found. Comp cards end in .pdf.' };
  const id = file.slice(0, -'.pdf'.length);
  if (!TALENT_ID.test(id)) return { status: 400, error: `Malformed talent id '${id.slice(0, 40)}': ids are numbers.` };
  return { kind: 'card', brand, locale, id: canonicalId(id) };
}
