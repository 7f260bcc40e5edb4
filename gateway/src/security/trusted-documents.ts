import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { getOperationAST, parse, type DocumentNode, type OperationTypeNode } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { codedError, type ErrorCodeName } from '../errors';

/** The header an app sends its key in (GATEWAY_APP_KEYS lists the apps and their keys' sha256). */
export const APP_KEY_HEADER = 'x-agency-app-key';

/** A persisted document id, as codegen writes them: `sha256:` and 64 hex digits. Anything else is refused unread. */
const DOCUMENT_ID = /^sha256:[0-9a-f]{64}$/;
/** Longest app key looked at: keys are 32-byte random values in hex or base64 (64 characters at most). */
const APP_KEY_MAX_LENGTH = 128;

/** One document of the manifest, parsed once at start. */
export interface PersistedDocument {
  id: string;
  text: string;
  document: DocumentNode;
  /** The name of its operation: the `operation` label of the usage metrics. */
  operationName: string;
  operationType: OperationTypeNode;
}

/** The documents the site (and any app that persisted its own) may run by id: id -> document. Fixed at start. */
export type PersistedDocuments = ReadonlyMap<string, PersistedDocument>;

/**
 * Reads a persisted-documents manifest (`{ "sha256:…": "query … { … }" }`, the file codegen writes
 * beside the site's typed documents). Each entry must hold exactly one named operation, so its name
 * can label usage; a malformed manifest stops the start, as a broken schema would.
 */
export function loadPersistedDocuments(paths: readonly string[]): PersistedDocuments {
  const documents = new Map<string, PersistedDocument>();
  for (const path of paths) {
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    for (const [id, text] of Object.entries(manifest)) {
      if (!DOCUMENT_ID.test(id) || typeof text !== 'string') throw new Error(`${path}: bad entry ${id}`);
      const document = parse(text, { noLocation: true });
      const operation = getOperationAST(document);
      if (!operation?.name) throw new Error(`${path}: ${id} must hold exactly one named operation`);
      documents.set(id, {
        id,
        text,
        document,
        operationName: operation.name.value,
        operationType: operation.operation,
      });
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

/** The app a request names, or why not: no key sent, or a key no app has. */
export type AppIdentity = { kind: 'none' } | { kind: 'app'; name: string } | { kind: 'unknown' };

export function identifyApp(headers: Pick<Headers, 'get'>, apps: readonly AppKey[]): AppIdentity {
  const key = headers.get(APP_KEY_HEADER);
  if (key === null) return { kind: 'none' };
  if (key.length === 0 || key.length > APP_KEY_MAX_LENGTH) return { kind: 'unknown' };
  const presented = createHash('sha256').update(key).digest();
  // Every configured hash is compared (in constant time each), so the answer's timing names no app.
  let found: string | null = null;
  for (const app of apps) if (timingSafeEqual(presented, app.keySha256) && found === null) found = app.name;
  return found === null ? { kind: 'unknown' } : { kind: 'app', name: found };
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

export interface TrustedDocumentsOptions {
  documents: PersistedDocuments;
  apps: readonly AppKey[];
  /** Development: any document runs, for anyone (GATEWAY_ENV=development). */
  openToAll: boolean;
  /** The persisted document a request ran (usage metrics, the answer cache's key). */
  onPersisted?(request: Request, document: PersistedDocument): void;
}

/**
 * Trusted documents: the site and anonymous callers run only documents of the manifest, named by
 * `documentId` (the GraphQL-over-HTTP persisted documents convention), so a public caller can
 * neither run a costly document of its own nor introspect the schema, and the gateway parses and
 * validates each document once. Any document runs with a known app key (x-agency-app-key), or in
 * development. A wrong app key is refused whatever the document, so a typo is seen at once. Ids
 * are checked by shape before any lookup, and looked up only in the fixed manifest: nothing here
 * grows with what clients send.
 */
export function useTrustedDocuments(options: TrustedDocumentsOptions): Plugin {
  const { documents, apps, openToAll } = options;
  const persisted = usePersistedOperations({
    extractPersistedOperationId: (params, request) => {
      const id = documentIdOf(params, request);
      return typeof id === 'string' && DOCUMENT_ID.test(id) ? id : null;
    },
    getPersistedOperation: (id, request) => {
      const found = documents.get(id);
      if (found) options.onPersisted?.(request, found);
      return found?.document ?? null;
    },
    allowArbitraryOperations: (request) => openToAll || identifyApp(request.headers, apps).kind === 'app',
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
      const app = identifyApp(request.headers, apps);
      if (app.kind === 'unknown') throw refuse(`Unknown app key (${APP_KEY_HEADER}).`, 'UNKNOWN_APP_KEY');
      const documentId = documentIdOf(params, request);
      if (documentId !== undefined && params.query) {
        throw refuse('Send either `documentId` or `query`, not both.', 'BAD_REQUEST');
      }
      if (documentId !== undefined && (typeof documentId !== 'string' || !DOCUMENT_ID.test(documentId))) {
        throw refuse('`documentId` must be sha256: and 64 hex digits.', 'BAD_REQUEST');
      }
      return persisted.onParams?.(payload);
    },
    onParse: persisted.onParse,
    onValidate: persisted.onValidate,
  };
}
