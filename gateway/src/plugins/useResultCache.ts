import { createHash } from 'node:crypto';
import {
  getOperationAST,
  getVariableValues,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { GatewayContext } from '../context';
import { answersNothing } from './useReadStatus';
import type { ContentStore, StoreRead } from '../store';

export interface ResultCacheOptions {
  /** Bound of the whole cache: answers and keys, counted at 2 bytes a character. 0 turns it off. */
  maxBytes: number;
  /** Bound on the number of answers kept. */
  maxEntries?: number;
  /** The reads a cached answer stands for, counted as store hits (the hit-ratio metric). */
  onHit?: (reads: readonly StoreRead[]) => void;
  /** Every query that could be cached: answered from the cache or executed. */
  onLookup?: (result: 'hit' | 'miss') => void;
  /** Persisted queries are keyed on their variables as coerced to their declared types. */
  operations?: PersistedOperations;
}

interface CachedAnswer {
  /** The answer as sent: JSON of `{ data }`. */
  body: string;
  /** The same as UTF-8 bytes, encoded once: what the node layer writes for a persisted read. */
  bytes: Buffer;
  /** Its entity tag: a strong validator of the body, sent with GET answers (304 on If-None-Match). */
  etag: string;
  /** Every store read the answer was built from, in order (repeats included, for the metric). */
  reads: StoreRead[];
}

/** A query on its way through execution: its cache key and the store reads it makes. */
interface Pending {
  key: string;
  reads: StoreRead[];
  isQuery: boolean;
}

/** A cached answer ready to send as is: its bytes and the HTTP caching headers it goes out with. */
export interface ReadyAnswer {
  /** The answer's bytes (UTF-8 JSON), as cached: written as they are. */
  body: Buffer;
  etag: string;
  cacheControl: string;
  /** Counts it as served (a hit, and its store reads as store hits): call when it is sent. */
  count(): void;
}

export interface ResultCache {
  plugin: Plugin<GatewayContext>;
  /**
   * The answer to a persisted query (by document id, operation name and the variables' JSON text as
   * the request sent it) when the cache holds a current one; null otherwise, and for variables that
   * are not JSON (nothing counted: the request then goes through yoga, which counts or refuses it).
   */
  persistedAnswer(documentId: string, operationName: string | undefined, variables: string | null): ReadyAnswer | null;
  /** The store a request's resolvers read from: the shared one, recording which entries answered. */
  storeFor(request: Request): ContentStore;
  /** Cached answers now (tests). */
  size(): number;
}

/** The persisted documents and the schema: what a persisted query's variables are coerced with. */
export interface PersistedOperations {
  schema: GraphQLSchema;
  documentOf(documentId: string): DocumentNode | undefined;
}

/** A plain JSON object (what a request's variables hold), not an upload, a buffer or an array. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** JSON with every plain object's keys sorted: one text for one value, whatever the order it was sent in. */
export function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isPlainObject(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The variables of a key: for a persisted query, as coerced to the types its operation declares
 * (`{"id":5}` and `{"id":"5"}` are one ID, `{"ids":"5"}` and `{"ids":["5"]}` one list), so
 * equivalent requests share one answer; as sent otherwise (a document text is parsed only later),
 * and whenever they do not coerce or name a variable the operation does not declare (refused with
 * 400 by then: such a request never gets or leaves an answer, and its key, marked apart, can never
 * be a coerced one's). Keys sorted in both.
 */
function variablesKey(
  operations: PersistedOperations | undefined,
  documentId: string | undefined,
  operationName: string | null | undefined,
  variables: unknown,
): string {
  if (variables === undefined || variables === null) return '';
  const document = operations && documentId !== undefined ? operations.documentOf(documentId) : undefined;
  const operation = document && getOperationAST(document, operationName ?? undefined);
  // Only queries are cached: a mutation's variables (uploads among them) are never coerced here.
  if (operation?.operation === 'query' && isPlainObject(variables)) {
    const definitions = operation.variableDefinitions ?? [];
    const declared = new Set(definitions.map((definition) => definition.variable.name.value));
    if (Object.keys(variables).every((name) => declared.has(name))) {
      const coerced = getVariableValues(operations!.schema, definitions, variables, {
        maxErrors: 1,
      });
      if (coerced.coerced) return `coerced:${sortedJson(coerced.coerced)}`;
    }
  }
  return `sent:${sortedJson(variables)}`;
}

/**
 * One answer per operation name, document and variables (brand, locale, ids: all in them). A
 * persisted document reaches here as `__PERSISTED_OPERATION_<documentId>__` (the persisted
 * operations plugin's stand-in for the text), so the key holds its id, not its text.
 */
function cacheKey(
  operations: PersistedOperations | undefined,
  params: { query?: string; operationName?: string | null; variables?: unknown },
): string {
  const documentId = params.query ? documentIdOfStandIn(params.query) : undefined;
  const variables = variablesKey(operations, documentId, params.operationName, params.variables);
  return `${params.operationName ?? ''}\n${variables}\n${params.query}`;
}

/**
 * The result yoga sends for a cached answer: its regular result processor writes `stringify()`
 * as the body, so the cached JSON goes out as is; `data` is there for anything else that reads it.
 */
function cachedResult(body: string): ExecutionResult {
  return {
    get data() {
      return (JSON.parse(body) as { data: unknown }).data;
    },
    stringify: () => body,
  } as ExecutionResult;
}

/**
 * Answers repeated read queries without executing them again. A query's answer is kept when it
 * has no errors and every store read it made was answered by a fresh entry; it is served only
 * while each of those entries is still the one stored and still fresh (`store.stillCurrent`), so
 * a refresh, a revalidate hook, an eviction or the end of an entry's freshness shows on the very
 * next query. Answers depend on nothing else: resolvers of queries read the content store, the
 * arguments and the instance's config, never the request (headers, client address). Mutations
 * and anything that did not read through the store cleanly are never cached. With Redis the store
 * holds a near copy of the entries it read and hears of other instances' changes (store/backends.ts),
 * so the cache works per instance there too. Bounded in bytes and entries (LRU).
 */
export function createResultCache(store: ContentStore, options: ResultCacheOptions): ResultCache | null {
  if (options.maxBytes <= 0 || !store.tracksVersions) return null;
  const answers = new LRUCache<string, CachedAnswer>({
    max: options.maxEntries ?? 2000,
    maxSize: options.maxBytes,
    sizeCalculation: (answer, key) =>
      2 * (answer.body.length + key.length) + answer.bytes.length + 64 * answer.reads.length + 64,
  });
  /**
   * The cache key of a persisted read by the text it was sent as (document id, operation name,
   * variables' JSON): a repeat of the same request is not parsed, coerced and sorted again. Keys
   * and texts counted at 2 bytes a character, within a sixty-fourth of the answers' budget.
   */
  const persistedKeys = new LRUCache<string, string>({
    maxSize: Math.max(64 * 1024, Math.floor(options.maxBytes / 64)),
    sizeCalculation: (key, sent) => 2 * (key.length + sent.length) + 64,
  });
  // A single answer may take at most an eighth of the budget.
  const maxEntrySize = options.maxBytes / 8;
  const pending = new WeakMap<Request, Pending>();
  /** The cached answer a request was given (served or just stored): HTTP caching headers of GETs. */
  const served = new WeakMap<Request, CachedAnswer>();

  const plugin: Plugin<GatewayContext> = {
    onParams({ params, request, setResult }) {
      if (typeof params.query !== 'string') return;
      const key = cacheKey(options.operations, params);
      const cached = answers.get(key);
      if (cached) {
        if (store.stillCurrent(cached.reads)) {
          options.onLookup?.('hit');
          options.onHit?.(cached.reads);
          served.set(request, cached);
          setResult(cachedResult(cached.body));
          return;
        }
        answers.delete(key);
      }
      options.onLookup?.('miss');
      pending.set(request, { key, reads: [], isQuery: false });
    },
    onExecute({ args }) {
      const request = (args.contextValue as Partial<GatewayContext>).request;
      const query = request && pending.get(request);
      if (query) query.isQuery = getOperationAST(args.document, args.operationName)?.operation === 'query';
    },
    onExecutionResult({ request, result, setResult }) {
      const query = pending.get(request);
      if (!query) return;
      pending.delete(request);
      if (!query.isQuery || !result || Array.isArray(result) || isAsyncIterable(result)) return;
      const single = result as ExecutionResult;
      if (single.errors?.length || !reportsOnlyCost(single.extensions) || !single.data) return;
      // An answer that names nothing (made-up ids and slugs) is no content: kept, it would let
      // random arguments push real answers out.
      if (answersNothing(single)) return;
      // Built from entries that are all still current: nothing was replaced while it ran.
      if (!store.stillCurrent(query.reads)) return;
      // The cost (plugins/useQueryCost.ts) depends on the document and variables, like the key.
      const body = JSON.stringify(
        single.extensions ? { data: single.data, extensions: single.extensions } : { data: single.data },
      );
      if (2 * (body.length + query.key.length) > maxEntrySize) return;
      const answer = { body, bytes: Buffer.from(body), etag: entityTag(body), reads: query.reads };
      answers.set(query.key, answer);
      served.set(request, answer);
      setResult(cachedResult(body));
    },
  };

  const caching = httpCaching(store, served);
  return {
    plugin: { ...plugin, ...caching.plugin },
    persistedAnswer(documentId, operationName, variables) {
      const sent = `${documentId}\n${operationName ?? ''}\n${variables ?? ''}`;
      let key = persistedKeys.get(sent);
      if (key === undefined) {
        let parsed: unknown;
        try {
          parsed = variables ? JSON.parse(variables) : undefined;
        } catch {
          return null;
        }
        key = cacheKey(options.operations, { query: persistedStandIn(documentId), operationName, variables: parsed });
        persistedKeys.set(sent, key);
      }
      const cached = answers.get(key);
      if (!cached || !store.stillCurrent(cached.reads)) return null;
      const headers = caching.headersFor(cached);
      if (!headers) return null;
      return {
        body: cached.bytes,
        etag: cached.etag,
        cacheControl: headers['cache-control']!,
        count() {
          options.onLookup?.('hit');
          options.onHit?.(cached.reads);
        },
      };
    },
    storeFor(request) {
      const query = pending.get(request);
      if (!query) return store;
      const record = (read: StoreRead) => query.reads.push(read);
      return {
        get: (key, load) => store.get(key, load, record),
        renew: (key, load, maxAgeMs) => store.renew(key, load, maxAgeMs, record),
        stillCurrent: (reads) => store.stillCurrent(reads),
        freshness: store.freshness && ((reads) => store.freshness!(reads)),
        tracksVersions: store.tracksVersions,
        invalidate: (match) => store.invalidate(match),
        ping: () => store.ping(),
        close: () => store.close(),
      };
    },
    size: () => answers.size,
  };
}

/** An answer's extensions hold nothing but its cost (which the same document and variables always repeat). */
function reportsOnlyCost(extensions: ExecutionResult['extensions']): boolean {
  return extensions === undefined || Object.keys(extensions).every((key) => key === 'cost');
}

/**
 * What a persisted document's text is replaced with in the params (by
 * @graphql-yoga/plugin-persisted-operations, when it is given a parsed document): the key of its
 * answers here, whether the request came through yoga or the node layer's persisted reads.
 */
function persistedStandIn(documentId: string): string {
  return `__PERSISTED_OPERATION_${documentId}__`;
}

function documentIdOfStandIn(query: string): string | undefined {
  return /^__PERSISTED_OPERATION_(.+)__$/.exec(query)?.[1];
}

/** A strong entity tag of an answer's bytes (computed once, when the answer is cached). */
function entityTag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * HTTP caching of reads sent by GET (persisted documents: the site's and any CDN's cacheable
 * reads). An answer from the cache goes out `public` for as long as the store entries it was built
 * from stay fresh (s-maxage: the soonest of them to end) and may then be served stale while a
 * cache refetches it (stale-while-revalidate: their shortest freshness, as the store itself does),
 * with an ETag; a repeat naming that ETag in If-None-Match is answered 304 without a body. Any
 * other GET answer (an error, or built from an entry that was not fresh) is `no-store`. Answers
 * depend on the document and variables only (see createResultCache), so sharing them is safe.
 */
function httpCaching(store: ContentStore, served: WeakMap<Request, CachedAnswer>) {
  const headersFor = (answer: CachedAnswer): Record<string, string> | null => {
    const fresh = store.freshness?.(answer.reads);
    if (!fresh) return null;
    const maxAge = Math.max(0, Math.floor(fresh.freshForMs / 1000));
    const stale = Math.max(0, Math.floor(fresh.ttlMs / 1000));
    return {
      'cache-control': `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${stale}`,
      etag: answer.etag,
    };
  };
  const plugin: Plugin<GatewayContext> = {
    onResultProcess({ request, setResultProcessor, acceptableMediaTypes }) {
      if (request.method !== 'GET') return;
      const answer = served.get(request);
      if (!answer || !matchesEtag(request.headers.get('if-none-match'), answer.etag)) return;
      const headers = headersFor(answer);
      if (!headers) return;
      setResultProcessor(
        (_result, fetchAPI) => new fetchAPI.Response(null, { status: 304, headers }),
        acceptableMediaTypes[0] ?? 'application/json',
      );
    },
    onResponse({ request, response }) {
      if (request.method !== 'GET' || (response.status >= 400 && response.status !== 304)) {
        if (request.method === 'GET' && !response.headers.has('cache-control'))
          response.headers.set('cache-control', 'no-store');
        return;
      }
      const answer = served.get(request);
      const headers = answer && headersFor(answer);
      if (!headers) {
        if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'no-store');
        return;
      }
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    },
  };
  return { plugin, headersFor };
}
