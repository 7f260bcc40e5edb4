import { makeOperation, mapExchange, type Exchange, type Operation } from '@urql/core';

/** What codegen (codegen.ts, persistedDocuments: embedHashInDocument) puts beside each operation's document. */
interface PersistedMeta {
  __meta__?: { documentId?: unknown };
}

/** The persisted id of a generated operation (`sha256:…`), or null for a document of its own. */
export function persistedDocumentId(document: unknown): string | null {
  const id = (document as PersistedMeta | null)?.__meta__?.documentId;
  return typeof id === 'string' && id.length > 0 ? id : null;
}

/** One id-only document per id, so an operation's query keeps its identity from one request to the next. */
const idOnlyDocuments = new Map<string, Operation['query']>();

/**
 * urql sends `documentId` and no query text for a document that carries an id and no definitions
 * (the GraphQL-over-HTTP persisted documents convention).
 */
function idOnlyDocument(documentId: string): Operation['query'] {
  let document = idOnlyDocuments.get(documentId);
  if (!document) {
    document = { kind: 'Document', definitions: [], documentId } as unknown as Operation['query'];
    idOnlyDocuments.set(documentId, document);
  }
  return document;
}

/**
 * Sends a generated operation by its persisted id only, never its text: the gateway runs only the
 * documents of its manifest for the site. The operation keeps its whole document until here, so
 * urql's checks and caches see a real document; only the request that leaves carries the id.
 * Place it right before fetchExchange. A document without an id (a test's own) goes out as text.
 */
export const persistedDocumentExchange: Exchange = mapExchange({
  onOperation(operation) {
    if (operation.kind === 'teardown') return operation;
    const documentId = persistedDocumentId(operation.query);
    if (!documentId) return operation;
    return makeOperation(operation.kind, { ...operation, query: idOnlyDocument(documentId) }, operation.context);
  },
});
