import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The site's persisted documents (codegen's manifest): id -> text. */
const MANIFEST = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../lib/gql/persisted-documents.json'), 'utf8'),
) as Record<string, string>;

/** The id of the site's document holding the named operation (what the site sends instead of its text). */
export function documentIdOf(operation: string): string {
  const found = Object.entries(MANIFEST).find(([, text]) => new RegExp(`(query|mutation) ${operation}\\b`).test(text));
  if (!found) throw new Error(`No operation ${operation} in the site's persisted documents`);
  return found[0];
}

/** The query string of a persisted read, as the site's clients send it by GET. */
export function persistedRead(operation: string, variables: Record<string, unknown>): string {
  return `documentId=${encodeURIComponent(documentIdOf(operation))}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
}
