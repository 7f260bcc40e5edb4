import {
  VALIDATION,
  type ContactMessage,
  type FieldError,
  type QuotedTalent,
  type QuoteRequest,
} from '@agency/schema/validation';
import type { ScoutingApplication } from '@agency/schema/validation';
import type { Option } from '../../generated/resolvers-types';

/** Text fields of a multipart form post, by the back-end's field names (rest.md). */
export type FormFields = Record<string, string>;

/** The back-ends keep numeric ids; ids that are not numbers pass through as given. */
function restId(id: string): number | string {
  return /^\d+$/.test(id) ? Number(id) : id;
}

/** A Get Scouted application as the panels' get-scouted form fields (photos are added as image_1..image_4). */
export function scoutingFormFields(app: ScoutingApplication): FormFields {
  const fields: FormFields = {
    id_country: app.country.id,
    country: app.country.label,
    id_city: app.city.id,
    city: app.city.label,
    name: app.name,
    gender: app.gender,
    phone: app.phone,
    birthdate: app.birthdate,
    email: app.email,
    experience: app.experience,
    actingLink: app.actingLink,
    digitalCastLink: app.digitalCastLink,
    instagram: app.instagram,
    drt: app.drt ? '1' : '0',
  };
  if (app.drt && app.drtCategory) {
    fields.category = JSON.stringify({ label: app.drtCategory.label, value: restId(app.drtCategory.id) });
    fields.drt_number = app.drtNumber;
  }
  return fields;
}

/**
 * The favourites quote request. The chosen talents travel as the favourites map the family's
 * clients send: a JSON object keyed by talent id whose values are the whole talent rows, each with
 * what the agency needs of it (QuotedTalent: for a listed talent its profile's address, category
 * and measures; id and name for one no longer listed).
 */
export function quoteFormFields(
  quote: QuoteRequest,
  talents: readonly (QuotedTalent & Record<string, unknown>)[],
): FormFields {
  const favorites = Object.fromEntries(talents.map((t) => [String(restId(t.id)), { ...t, id: restId(t.id) }]));
  return {
    name: quote.name,
    email: quote.email,
    phone: quote.phone,
    message: quote.message,
    favorites: JSON.stringify(favorites),
  };
}

export function contactFormFields(message: ContactMessage): FormFields {
  return { name: message.name, email: message.email, phone: message.phone, message: message.message };
}

/** REST field name -> GraphQL input path, for the fields whose names differ. */
const REST_TO_INPUT_PATH: Record<string, string> = {
  id_country: 'country',
  id_city: 'city',
  category: 'drtCategory',
  drt_number: 'drtNumber',
  favorites: 'talents',
  images: 'photos',
};

const KNOWN_KEYS = new Set<string>(Object.values(VALIDATION));

/**
 * A back-end's 422 `{ errors: { field: [message] } }` as the union's field errors: first problem per
 * field, paths renamed to the GraphQL input's names. The back-end's message is kept when it is one of
 * our validation keys; any other text (a back-end in another language, a rule we lack) becomes
 * validation.invalid so the site still marks the field.
 */
export function fieldErrorsFromRest(errors: unknown): FieldError[] {
  if (typeof errors !== 'object' || errors === null) return [{ path: 'form', message: VALIDATION.invalid }];
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const [field, messages] of Object.entries(errors)) {
    const path = REST_TO_INPUT_PATH[field] ?? field;
    if (seen.has(path)) continue;
    seen.add(path);
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    const message = typeof first === 'string' && KNOWN_KEYS.has(first) ? first : VALIDATION.invalid;
    out.push({ path, message });
  }
  return out.length > 0 ? out : [{ path: 'form', message: VALIDATION.invalid }];
}

interface RestOption {
  id: number | string;
  value: string;
}

/** The manager service's `{ id, value }` rows as GraphQL options (ids are strings in the graph). */
export function toOptions(rows: readonly RestOption[] | null | undefined): Option[] {
  return (rows ?? []).map((row) => ({ id: String(row.id), value: row.value }));
}
