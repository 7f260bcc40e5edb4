import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { getOperationAST, parse, type DocumentNode, type GraphQLError, type OperationTypeNode } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { codedError, type ErrorCodeName } from '../errors';

/** The header an app sends its key in (the app registry's keys, and GATEWAY_APP_KEYS' bootstrap ones). */
export const APP_KEY_HEADER = 'x-agency-app-key';

/** A persisted document id, as codegen writes them: `sha256:` and 64 hex digits. Anything else is refused unread. */
const DOCUMENT_ID = /^sha256:[0-9a-f]{64}$/;

/** One document of the manifest, parsed once at start. */
export interface PersistedDocument {
  id: string;
  text: string;
  document: DocumentNode;
  /** The name of its operation: the `operation` label of the usage metrics. */
  operationName: string;
  operationType: OperationTypeNode;
}

/** The documents of the manifest files (PERSISTED_DOCUMENTS_PATH) anyone may run by id: id -> document. Fixed at start. */
export type PersistedDocuments = ReadonlyMap<string, PersistedDocument>;

/** A persisted document id, as codegen writes them and apps publish them: `sha256:` and 64 hex digits. */
export const isDocumentId = (id: unknown): id is string => typeof id === 'string' && DOCUMENT_ID.test(id);

/**
 * One entry of a manifest, parsed: it must hold exactly one named operation, so its name can label
 * usage. Throws naming what is wrong.
 */
export function parsePersistedDocument(id: string, text: unknown): PersistedDocument {
  if (!isDocumentId(id) || typeof text !== 'string') throw new Error(`bad entry ${id}`);
  const document = parse(text, { noLocation: true });
  const operation = getOperationAST(document);
  if (!operation?.name) throw new Error(`${id} must hold exactly one named operation`);
  return { id, text, document, operationName: operation.name.value, operationType: operation.operation };
}

/**
 * Reads a persisted-documents manifest (`{ "sha256:…": "query … { … }" }`, the file codegen writes
 * beside the site's typed documents). A malformed manifest stops the start, as a broken schema would.
 */
export function loadPersistedDocuments(paths: readonly string[]): PersistedDocuments {
  const documents = new Map<string, PersistedDocument>();
  for (const path of paths) {
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    for (const [id, text] of Object.entries(manifest)) {
      try {
        documents.set(id, parsePersistedDocument(id, text));
      } catch (error) {
        throw new Error(`${path}: ${(error as Error).message}`);
      }
    }
  }
  return documents;
}

/** An app allowed to run documents of its own: its name (the `app` label of usage metrics) and its key's sha256. */
export interface AppKey {
  name: string;
  keySha256: Buffer;
}

/**
 * GATEWAY_APP_KEYS: `name:sha256hex` pairs, comma-separated. Only the hash is configured, so the
 * configuration (and anyone reading it) never holds a working key.
 */
export function parseAppKeys(raw: string | undefined): AppKey[] {
  if (!raw?.trim()) return [];
  return raw.split(',').map((pair) => {
    const [name, hash] = pair.trim().split(':');
    if (!name || !/^[a-z0-9][a-z0-9_-]{0,39}$/i.test(name) || !hash || !/^[0-9a-f]{64}$/i.test(hash)) {
      throw new Error(`GATEWAY_APP_KEYS: '${pair.trim()}' is not name:sha256hex (name of letters, digits, - or _)`);
    }
    return { name, keySha256: Buffer.from(hash, 'hex') };
  });
}

/** The sha256 to configure for a key (`node -e` one-liner in the README does the same). */
export function appKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The documentId a request names: in the URL of a GET, in the body (JSON or an upload's operations) otherwise. */
export function documentIdOf(params: GraphQLParams & { documentId?: unknown }, request: Request): unknown {
  if (request.method === 'GET') {
    const at = request.url.indexOf('?');
    return at < 0 ? undefined : (new URLSearchParams(request.url.slice(at + 1)).get('documentId') ?? undefined);
  }
  return params.documentId;
}

const refuse = (message: string, code: ErrorCodeName) => codedError(code, message);

/**
 * Who a request's key names, as the app registry (apps/registry.ts) answers: no key, a standing
 * app and its scopes, or a key refused for a reason. Declared here so security depends on no app module.
 */
export type AppIdentity =
  | { kind: 'none' }
  | { kind: 'app'; app: { name: string; scopes: ReadonlySet<string> } }
  | { kind: 'unknown' }
  | { kind: 'expired'; name: string; expiredAt: number }
  | { kind: 'revoked'; name: string };

export interface TrustedDocumentsOptions {
  /** The scopes an operation of a document needs (apps/scopes.ts). */
  scopesNeeded(document: DocumentNode, operationName?: string | null): readonly string[];
  /** A persisted document by id: the manifests' files, then the documents apps published. */
  documentOf(id: string): PersistedDocument | undefined;
  /** The app a request's key names (apps/registry.ts). */
  identify(request: Request): AppIdentity;
  /** Development: any document runs, for anyone (GATEWAY_ENV=development). */
  openToAll: boolean;
  /** The persisted document a request ran (usage metrics, the answer cache's key). */
  onPersisted?(request: Request, document: PersistedDocument): void;
}

/** The refusal of a key that names no standing app, or null for no key or a good one. */
export function keyRefusal(identity: AppIdentity): GraphQLError | null {
  switch (identity.kind) {
    case 'unknown':
      return refuse(`Unknown app key (${APP_KEY_HEADER}).`, 'UNKNOWN_APP_KEY');
    case 'expired':
      return refuse(
        `The key of app ${identity.name} expired on ${new Date(identity.expiredAt).toISOString()}: ask the gateway’s operators for a new one.`,
        'APP_KEY_EXPIRED',
      );
    case 'revoked':
      return refuse(`The key of app ${identity.name} was revoked.`, 'APP_KEY_REVOKED');
    default:
      return null;
  }
}

/**
 * Trusted documents: the site and anonymous callers run only persisted documents (the manifests'
 * and those apps published with `npm run apps -- publish`), named by `documentId` (the
 * GraphQL-over-HTTP persisted documents convention), so a public caller can neither run a costly
 * document of its own nor introspect the schema, and the gateway parses and validates each
 * document once. An app's key runs documents of its own too, within its scopes (`read` queries,
 * `forms` mutations, `introspection`), as does anyone in development. A key that names no standing
 * app (unknown, expired, revoked) is refused whatever the document, so the app learns it at once.
 * Ids are checked by shape before any lookup, and looked up only in what operators published:
 * nothing here grows with what clients send.
 */
export function useTrustedDocuments(options: TrustedDocumentsOptions): Plugin {
  const { documentOf, identify, openToAll, scopesNeeded } = options;
  const persisted = usePersistedOperations({
    extractPersistedOperationId: (params, request) => {
      const id = documentIdOf(params, request);
      return isDocumentId(id) ? id : null;
    },
    getPersistedOperation: (id, request) => {
      const found = documentOf(id);
      if (found) options.onPersisted?.(request, found);
      return found?.document ?? null;
    },
    allowArbitraryOperations: (request) => openToAll || identify(request).kind === 'app',
    customErrors: {
      keyNotFound: () => {
        throw refuse(
          'Send a persisted document: `documentId` (sha256:<64 hex digits>) naming a document of the gateway’s manifest.',
          'PERSISTED_DOCUMENT_ID_REQUIRED',
        );
      },
      notFound: () => {
        throw refuse(
          'Unknown documentId: this gateway knows no persisted document by that id.',
          'PERSISTED_DOCUMENT_NOT_FOUND',
        );
      },
      persistedQueryOnly: () => {
        throw refuse(
          `Only persisted documents run here: send \`documentId\` instead of \`query\`, or an app key (${APP_KEY_HEADER}) to run documents of your own.`,
          'PERSISTED_DOCUMENTS_ONLY',
        );
      },
    },
  });
  return {
    onParams(payload) {
      const { params, request } = payload;
      const refusal = keyRefusal(identify(request));
      if (refusal) throw refusal;
      const documentId = documentIdOf(params, request);
      if (documentId !== undefined && params.query) {
        throw refuse('Send either `documentId` or `query`, not both.', 'BAD_REQUEST');
      }
      if (documentId !== undefined && !isDocumentId(documentId)) {
        throw refuse('`documentId` must be sha256: and 64 hex digits.', 'BAD_REQUEST');
      }
      return persisted.onParams?.(payload);
    },
    onParse: persisted.onParse,
    onValidate: persisted.onValidate,
    onExecute({ args }) {
      // An app's key runs what its scopes cover, whichever document it sends (its own, or a manifest's).
      const request = (args.contextValue as { request?: Request }).request;
      const identity = request && identify(request);
      if (openToAll || identity?.kind !== 'app') return;
      const missing = scopesNeeded(args.document, args.operationName).filter(
        (scope) => !identity.app.scopes.has(scope),
      );
      if (missing.length > 0) {
        throw refuse(
          `App ${identity.app.name} lacks the scope ${missing.map((scope) => `'${scope}'`).join(' and ')} this operation needs (its scopes: ${[...identity.app.scopes].join(', ')}).`,
          'APP_SCOPE_MISSING',
        );
      }
    },
  };
}
