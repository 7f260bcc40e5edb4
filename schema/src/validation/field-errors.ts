import type { z } from 'zod';

export interface FieldError {
  /** Dotted path of the input field, e.g. 'email' or 'drtCategory'. */
  path: string;
  /** A message key from VALIDATION. */
  message: string;
}

/** Flattens a zod error into the field errors the GraphQL union and the forms share. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'form';
    const top = path.split('.')[0]!;
    if (seen.has(top)) continue;
    seen.add(top);
    out.push({ path: top, message: issue.message });
  }
  return out;
}
