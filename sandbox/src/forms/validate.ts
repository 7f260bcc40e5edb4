import {
  contactMessageSchema,
  detectImageKind,
  LIMITS,
  photoSetProblems,
  quotedTalentsSchema,
  quoteRequestSchema,
  scoutingApplicationSchema,
  toFieldErrors,
  VALIDATION,
} from '@agency/schema/validation';
import type { ReceivedForm } from './multipart';
import type { UploadedPhoto } from './store';

export type FieldErrors = Record<string, string[]>;

export type Checked =
  { ok: true; fields: Record<string, unknown>; photos: UploadedPhoto[] } | { ok: false; errors: FieldErrors };

/** Shared schema paths -> the REST field names the panels use. */
const SCOUTING_FIELD_NAMES: Record<string, string> = {
  country: 'id_country',
  city: 'id_city',
  drtCategory: 'category',
  drtNumber: 'drt_number',
  photos: 'images',
};

function addErrors(
  target: FieldErrors,
  issues: { path: string; message: string }[],
  names: Record<string, string> = {},
) {
  for (const { path, message } of issues) (target[names[path] ?? path] ??= []).push(message);
}

function zodErrors(error: Parameters<typeof toFieldErrors>[0], names: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  addErrors(out, toFieldErrors(error), names);
  return out;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseDrt(value: string | undefined): boolean | undefined {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

/** The get-scouted form: fields through the shared zod schema, photos by count, name and magic bytes. */
export function checkScouting(form: ReceivedForm): Checked {
  const f = form.fields;
  const category = parseJson(f.category) as { label?: unknown; value?: unknown } | undefined;
  const parsed = scoutingApplicationSchema.safeParse({
    name: f.name,
    gender: f.gender,
    country: { id: f.id_country ?? '', label: f.country ?? '' },
    city: { id: f.id_city ?? '', label: f.city ?? '' },
    phone: f.phone,
    birthdate: f.birthdate,
    email: f.email,
    experience: f.experience ?? '',
    actingLink: f.actingLink,
    digitalCastLink: f.digitalCastLink ?? '',
    instagram: f.instagram ?? '',
    drt: parseDrt(f.drt),
    drtCategory:
      category && category.value !== undefined && category.value !== null && category.value !== ''
        ? { id: String(category.value), label: String(category.label ?? '') }
        : null,
    drtNumber: f.drt_number ?? '',
  });
  const errors: FieldErrors = parsed.success ? {} : zodErrors(parsed.error, SCOUTING_FIELD_NAMES);

  const slots = Array.from({ length: LIMITS.photosRequired }, (_, i) => `image_${i + 1}`);
  const ordered = [...form.files].sort((a, b) => a.field.localeCompare(b.field));
  const unexpected =
    ordered.some((file) => !slots.includes(file.field)) || new Set(ordered.map((x) => x.field)).size !== ordered.length;
  const candidates = ordered.map((file) => ({
    name: file.filename,
    // A cut-short file is over the limit: report its size as such.
    size: file.truncated ? Number.MAX_SAFE_INTEGER : file.data.length,
    head: file.data.subarray(0, 16),
  }));
  const missing = slots.filter((slot) => !ordered.some((file) => file.field === slot));
  if (form.overLimit || unexpected) addErrors(errors, [{ path: 'images', message: VALIDATION.photosCount }]);
  // Laravel-style, like the family's `image_N: required`: each photo the post lacks, by its field.
  else if (missing.length > 0)
    addErrors(
      errors,
      missing.map((path) => ({ path, message: VALIDATION.required })),
    );
  else addErrors(errors, photoSetProblems(candidates), SCOUTING_FIELD_NAMES);

  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  const data = parsed.data;
  return {
    ok: true,
    fields: {
      name: data.name,
      gender: data.gender,
      id_country: data.country.id,
      country: data.country.label,
      id_city: data.city.id,
      city: data.city.label,
      phone: data.phone,
      birthdate: data.birthdate,
      email: data.email,
      experience: data.experience,
      actingLink: data.actingLink,
      digitalCastLink: data.digitalCastLink,
      instagram: data.instagram,
      drt: data.drt,
      category: data.drtCategory ? { value: data.drtCategory.id, label: data.drtCategory.label } : null,
      drt_number: data.drtNumber,
    },
    photos: ordered.map((file) => ({
      field: file.field,
      originalName: file.filename,
      kind: detectImageKind(file.data.subarray(0, 16))!,
      data: file.data,
    })),
  };
}

function noFiles(form: ReceivedForm, errors: FieldErrors): void {
  if (form.files.length || form.overLimit) (errors.form ??= []).push(VALIDATION.tooLong);
}

/**
 * The favourites quote request: favorites is the favourites map as JSON (talent id -> the whole talent row), each with its id
 * and name and, for talents the gateway lists, the profile's address, category and measures
 * (quotedTalentsSchema); stored whole, as the agency reads it.
 */
export function checkFavorites(form: ReceivedForm): Checked {
  const f = form.fields;
  // The favourites map keyed by talent id (the family's shape); a plain list is read too.
  const parsedFavorites = parseJson(f.favorites);
  const list =
    parsedFavorites && typeof parsedFavorites === 'object' && !Array.isArray(parsedFavorites)
      ? Object.values(parsedFavorites as Record<string, unknown>)
      : parsedFavorites;
  const talents = Array.isArray(list)
    ? list.map((item: { id?: unknown }) => ({ ...(item as object), id: String(item?.id ?? '') }))
    : undefined;
  const parsed = quoteRequestSchema.safeParse({
    name: f.name,
    email: f.email,
    phone: f.phone,
    message: f.message,
    talents,
  });
  const described = quotedTalentsSchema.safeParse(talents ?? []);
  const errors = parsed.success ? {} : zodErrors(parsed.error, { talents: 'favorites' });
  if (!described.success) (errors.favorites ??= []).push(VALIDATION.invalid);
  noFiles(form, errors);
  if (!parsed.success || !described.success || Object.keys(errors).length) return { ok: false, errors };
  const { website: _honeypot, talents: _chosen, ...rest } = parsed.data;
  return { ok: true, fields: { ...rest, favorites: described.data }, photos: [] };
}

/** The contact page message. */
export function checkContact(form: ReceivedForm): Checked {
  const f = form.fields;
  const parsed = contactMessageSchema.safeParse({ name: f.name, email: f.email, phone: f.phone, message: f.message });
  const errors = parsed.success ? {} : zodErrors(parsed.error, {});
  noFiles(form, errors);
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  const { website: _honeypot, ...fields } = parsed.data;
  return { ok: true, fields, photos: [] };
}

/** The short reference the gateway sends with a submission (what the visitor was shown): kept with it. */
const REFERENCE = /^[0-9A-Z-]{1,20}$/;

/** A form check that also keeps the submission's `reference` field, when one well-formed is sent. */
export function withReference(check: (form: ReceivedForm) => Checked) {
  return (form: ReceivedForm): Checked => {
    const result = check(form);
    const reference = form.fields.reference;
    if (!result.ok || reference === undefined || !REFERENCE.test(reference)) return result;
    return { ...result, fields: { ...result.fields, reference } };
  };
}

/**
 * A panel of the family names form fields its own way (the sibling's contact form reads `Email`).
 * `names` maps our field names to this panel's: the form is read under the panel's names (a field
 * sent under our name is ignored, as Laravel ignores unknown input), checked by the rules above,
 * and its errors are named back the panel's way, so a 422 says which names the panel requires.
 */
export function withPanelFieldNames(check: (form: ReceivedForm) => Checked, names: Record<string, string>) {
  const pairs = Object.entries(names);
  if (pairs.length === 0) return check;
  const ours = new Map(pairs.map(([our, their]) => [their, our]));
  const renamed = new Set(pairs.flatMap(([our, their]) => [our, their]));
  const toOurs = (field: string): string | null => ours.get(field) ?? (renamed.has(field) ? null : field);
  return (form: ReceivedForm): Checked => {
    const fields: Record<string, string> = {};
    for (const [field, value] of Object.entries(form.fields)) {
      const name = toOurs(field);
      if (name !== null) fields[name] = value;
    }
    const files = form.files.flatMap((file) => {
      const name = toOurs(file.field);
      return name === null ? [] : [{ ...file, field: name }];
    });
    const result = check({ ...form, fields, files });
    if (result.ok) return result;
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(result.errors))
      (errors[names[field] ?? field] ??= []).push(...messages);
    return { ok: false, errors };
  };
}
