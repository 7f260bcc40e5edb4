import { createHash, timingSafeEqual } from 'node:crypto';
import { BRAND_KEYS, brandKeyOfConstantName } from '@agency/schema/brands';
import { z } from 'zod';
import { CONTENT_TYPES, type InvalidationMatch } from '../store/types';

export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';

/** Constant-time comparison (hashing first makes the lengths equal). */
export function secretMatches(expected: string | null, given: string | null | undefined): boolean {
  if (!expected || !given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

/** brand: the brand key ('cq-empresariamento') or its GraphQL enum name ('CQ_EMPRESARIAMENTO'). */
const brandSchema = z
  .string()
  .transform((value) => brandKeyOfConstantName(value) ?? value)
  .pipe(z.enum(BRAND_KEYS));

export const revalidateBody = z
  .object({
    brand: brandSchema.optional(),
    type: z.enum(CONTENT_TYPES).optional(),
    id: z
      .union([z.string().min(1).max(64), z.number().int().nonnegative()])
      .transform(String)
      .optional(),
  })
  .strict();

/** Parses the hook's JSON body into a store match; throws a zod error when it is not one. */
export function parseRevalidateBody(raw: string): InvalidationMatch {
  const json: unknown = raw.trim() === '' ? {} : JSON.parse(raw);
  return revalidateBody.parse(json);
}
