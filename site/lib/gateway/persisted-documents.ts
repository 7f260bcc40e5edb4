import * as generated from '@/lib/gql/graphql';

/** A generated operation document: codegen's persisted-documents mode leaves only its id in the bundle. */
interface PersistedStub {
  __meta__?: { documentId?: string };
}

let done = false;

/**
 * Codegen (codegen.ts, persistedDocuments: replaceDocumentWithHash) leaves each operation as
 * `{ __meta__: { documentId } }`: the bundle carries ids, never document texts, and the gateway
 * runs only the documents of its manifest. urql sends `documentId` (and keys its caches on it) for
 * a document holding one at the top with no definitions; this gives every generated operation that
 * shape, once, in place, before a client sends anything. Both clients call it when they load.
 */
export function adoptPersistedDocumentIds(): void {
  if (done) return;
  done = true;
  for (const value of Object.values(generated) as PersistedStub[]) {
    const documentId = value?.__meta__?.documentId;
    if (documentId) Object.assign(value, { kind: 'Document', definitions: [], documentId });
  }
}
