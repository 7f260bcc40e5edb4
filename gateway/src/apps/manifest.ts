import { createHash } from 'node:crypto';
import { specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { isDocumentId, parsePersistedDocument } from '../security/trusted-documents';
import { scopesNeeded } from './scopes';
import type { Scope } from './store';

/** Bounds of one published manifest: what every gateway parses and keeps in memory. */
export const MANIFEST_LIMITS = { documents: 2000, textBytes: 100 * 1024 } as const;

/**
 * An app's manifest, checked before it is published (`{ "sha256:<hex>": "query Name { … }" }`, as
 * graphql-codegen's client preset writes it with `persistedDocuments`): each id is the sha256 of
 * its text (so one id is one text, whoever publishes it), each text one named operation valid
 * against the schema, within the app's scopes. Returns the documents or every problem found.
 */
export function checkManifest(
  manifest: unknown,
  schema: GraphQLSchema,
  scopes: readonly Scope[],
): { ok: true; documents: { id: string; text: string }[] } | { ok: false; problems: string[] } {
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    return { ok: false, problems: ['the manifest must be a JSON object of "sha256:<hex>": "<document>"'] };
  }
  const entries = Object.entries(manifest as Record<string, unknown>);
  const problems: string[] = [];
  if (entries.length === 0) problems.push('the manifest holds no document');
  if (entries.length > MANIFEST_LIMITS.documents) {
    problems.push(`at most ${MANIFEST_LIMITS.documents} documents per manifest (${entries.length} given)`);
  }
  const documents: { id: string; text: string }[] = [];
  for (const [id, text] of entries.slice(0, MANIFEST_LIMITS.documents)) {
    if (!isDocumentId(id)) {
      problems.push(`${id}: an id is sha256: and 64 hex digits`);
      continue;
    }
    if (typeof text !== 'string' || Buffer.byteLength(text) > MANIFEST_LIMITS.textBytes) {
      problems.push(`${id}: the document must be a text of at most ${MANIFEST_LIMITS.textBytes / 1024} KB`);
      continue;
    }
    if (`sha256:${createHash('sha256').update(text).digest('hex')}` !== id) {
      problems.push(`${id}: not the sha256 of its text`);
      continue;
    }
    try {
      const parsed = parsePersistedDocument(id, text);
      const errors = validate(schema, parsed.document, specifiedRules);
      if (errors.length > 0) {
        problems.push(`${id} (${parsed.operationName}): ${errors.map((e) => e.message).join('; ')}`);
        continue;
      }
      const missing = scopesNeeded(parsed.document).filter((scope) => !scopes.includes(scope));
      if (missing.length > 0) {
        problems.push(`${id} (${parsed.operationName}): needs the scope ${missing.join(', ')}, which the app lacks`);
        continue;
      }
      documents.push({ id, text });
    } catch (error) {
      problems.push(`${id}: ${(error as Error).message.replace(`${id} `, '')}`);
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, documents };
}
