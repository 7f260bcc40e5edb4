import { getOperationAST, type ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { GatewayContext } from '../context';
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
}

interface CachedAnswer {
  /** The answer as sent: JSON of `{ data }`. */
  body: string;
  /** Every store read the answer was built from, in order (repeats included, for the metric). */
  reads: StoreRead[];
}

/** A query on its way through execution: its cache key and the store reads it makes. */
interface Pending {
  key: string;
  reads: StoreRead[];
  isQuery: boolean;
}

export interface ResultCache {
  plugin: Plugin<GatewayContext>;
  /** The store a request's resolvers read from: the shared one, recording which entries answered. */
  storeFor(request: Request): ContentStore;
  /** Cached answers now (tests). */
  size(): number;
}

/** One answer per operation name, document text and variables (brand, locale, ids: all in them). */
function cacheKey(params: { query?: string; operationName?: string | null; variables?: unknown }): string {
  return `${params.operationName ?? ''}\n${params.variables ? JSON.stringify(params.variables) : ''}\n${params.query}`;
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
    sizeCalculation: (answer, key) => 2 * (answer.body.length + key.length) + 64 * answer.reads.length + 64,
  });
  // A single answer may take at most an eighth of the budget.
  const maxEntrySize = options.maxBytes / 8;
  const pending = new WeakMap<Request, Pending>();

  const plugin: Plugin<GatewayContext> = {
    onParams({ params, request, setResult }) {
      if (typeof params.query !== 'string') return;
      const key = cacheKey(params);
      const cached = answers.get(key);
      if (cached) {
        if (store.stillCurrent(cached.reads)) {
          options.onLookup?.('hit');
          options.onHit?.(cached.reads);
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
      if (single.errors?.length || single.extensions !== undefined || !single.data) return;
      // Built from entries that are all still current: nothing was replaced while it ran.
      if (!store.stillCurrent(query.reads)) return;
      const body = JSON.stringify({ data: single.data });
      const answer = { body, reads: query.reads };
      if (2 * (body.length + query.key.length) > maxEntrySize) return;
      answers.set(query.key, answer);
      setResult(cachedResult(body));
    },
  };

  return {
    plugin,
    storeFor(request) {
      const query = pending.get(request);
      if (!query) return store;
      const record = (read: StoreRead) => query.reads.push(read);
      return {
        get: (key, load) => store.get(key, load, record),
        stillCurrent: (reads) => store.stillCurrent(reads),
        tracksVersions: store.tracksVersions,
        invalidate: (match) => store.invalidate(match),
        ping: () => store.ping(),
        close: () => store.close(),
      };
    },
    size: () => answers.size,
  };
}
