import {
  contactMessageSchema,
  photoSetProblems,
  quoteRequestSchema,
  scoutingApplicationSchema,
  toFieldErrors,
  type ContactMessage,
  type FieldError,
  type QuoteRequest,
  type ScoutingApplication,
} from '@agency/schema/validation';
import type { z } from 'zod';
import type { ContactMessageInput, QuoteRequestInput, ScoutingApplicationInput } from '../../generated/resolvers-types';

export type Validated<T> = { ok: true; value: T } | { ok: false; fields: FieldError[] };

/**
 * GraphQL gives `null` for optional fields a client sends as null; the shared schemas treat an absent
 * field as empty and would report a null as a type error without a message key. Nulls become absent.
 */
export function withoutNulls<T extends object>(input: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

function parseWith<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, fields: toFieldErrors(result.error) };
}

export function validateScouting(input: ScoutingApplicationInput): Validated<ScoutingApplication> {
  return parseWith(scoutingApplicationSchema, withoutNulls(input));
}

export function validateQuote(input: QuoteRequestInput): Validated<QuoteRequest> {
  return parseWith(quoteRequestSchema, withoutNulls(input));
}

export function validateContact(input: ContactMessageInput): Validated<ContactMessage> {
  return parseWith(contactMessageSchema, withoutNulls(input));
}

/** The Upload scalar passes any value through: a client may send a string where a file belongs. */
function isUpload(value: unknown): value is File {
  return typeof value === 'object' && value !== null && typeof (value as File).stream === 'function';
}

/** Enough of the file to recognise every accepted image type by its magic bytes. */
const HEAD_BYTES = 16;

/**
 * The first bytes of an upload, read from its stream (yoga's File has no working slice()); the
 * rest of the file is not touched.
 */
export async function readHead(file: Blob, bytes: number): Promise<Uint8Array> {
  const reader = file.stream().getReader();
  const head = new Uint8Array(bytes);
  let filled = 0;
  try {
    while (filled < bytes) {
      const { done, value } = await reader.read();
      if (done) break;
      const take = value.subarray(0, bytes - filled);
      head.set(take, filled);
      filled += take.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return head.subarray(0, filled);
}

/**
 * The shared photo rules (count, extension, type by content, size) over the uploads. Reads only the
 * head of each file; the whole file is read later, and only when everything is valid.
 */
export async function photoFieldErrors(photos: readonly File[]): Promise<FieldError[]> {
  const candidates = await Promise.all(
    photos.map(async (file) =>
      isUpload(file)
        ? { name: file.name, size: file.size, head: await readHead(file, HEAD_BYTES) }
        : { name: '', size: 0, head: new Uint8Array() },
    ),
  );
  return photoSetProblems(candidates);
}
