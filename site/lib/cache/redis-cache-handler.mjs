// Next's cache for rendered pages, route answers and gateway fetches shared by every site replica
// through Redis (SITE_REDIS_URL), with @fortedigital/nextjs-cache-handler's Redis handler (Next's
// `cacheHandler` API, the one this site uses; it has no `'use cache'` handlers, which this site
// does not use). Around it, the rules the memory handler keeps too:
// - only pages and routes answered 200 are kept (mayKeep): made-up URLs keep nothing;
// - every entry leaves Redis its stale window after its freshness (SITE_STALE_SECONDS), so no
//   replica serves a page or a gateway answer older than that, and Redis holds no dead entries;
// - each entry's lifetime goes back to Next with it: a page one replica rendered is stale and
//   expires on the others at the same moments (Next prefers the entry's lifetime to the one it
//   remembers itself, which a replica that never rendered the page does not have);
// - keys are kept per release (agency:site:<RELEASE_ID>:), as the gateway's store is;
// - Redis down or slow (1 s): the cache fails open, counted and logged (redis-failures.mjs), and
//   pages render as without a cache;
// - the gateway's revalidate hook announces tags on a Redis channel (revalidation-listener.mjs);
//   every replica revalidates them, so a change shows on every replica at once, and keeps none of
//   its own renders that began before the announcement (they may hold what just changed).
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisStringsHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import { mayKeep, nextLifetimes } from './memory-cache-handler.mjs';
import { countingHandler, createFailureLog } from './redis-failures.mjs';
import { listenForRevalidation } from './revalidation-listener.mjs';

/** A Redis command that takes longer fails (the page renders without the cache). */
export const REDIS_TIMEOUT_MS = 1000;

/**
 * How often this process drops the tag index's fields of expired entries (the Redis handler keeps
 * one hash of every entry's tags, without a TTL, and otherwise prunes it only when a tag is
 * revalidated): without it, pages and answers nobody revalidates would grow it for good.
 */
export const PRUNE_EVERY_MS = 60_000;

/** Where one release's entries live in Redis. */
export const keyPrefixOf = (releaseId) => `agency:site:${releaseId}:`;

/** The ioredis client the cache uses: fails at once while disconnected instead of queueing. */
export function cacheClient(url) {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    enableOfflineQueue: false,
  });
}

/** Resolves when the client is connected, or after `ms` (it then fails open until it is). */
function connected(client, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    client.once('ready', done);
    function done() {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    }
  });
}

/**
 * The entry's lifetime as Next's cacheControl: fresh for `revalidate` seconds, expired (a request
 * waits for a new render) at `expire`. The Redis handler keeps it as the entry's lifespan.
 */
export function lifetimeOf(entry) {
  const lifespan = entry?.lifespan;
  if (!lifespan || typeof lifespan.revalidate !== 'number' || lifespan.revalidate <= 0) return undefined;
  return { revalidate: lifespan.revalidate, expire: lifespan.expireAge };
}

/** The cache tags an answer is stored under: a gateway fetch's own, a page's or route's from its header. */
export function tagsOf(value, ctx) {
  if (value?.kind === 'FETCH') return ctx?.tags ?? [];
  const header = value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',') : [];
}

/**
 * When this process began each render (its cache lookup), and when it heard each tag revalidated:
 * a render that began before one of its tags was revalidated read content the hook just replaced,
 * so it is answered but not kept. Bounded: the renders of the last 10,000 keys, and tags alike.
 */
export function createRenderClock(now = Date.now) {
  const began = new LRUCache({ max: 10_000 });
  const revalidated = new LRUCache({ max: 10_000 });
  return {
    began: (key) => began.set(key, now()),
    revalidated: (tag) => revalidated.set(tag, now()),
    outdated(key, tags) {
      const start = began.get(key);
      began.delete(key);
      if (start === undefined) return false;
      return tags.some((tag) => (revalidated.get(tag) ?? -Infinity) >= start);
    },
  };
}

/**
 * The handler class Next instantiates (one instance per request; the Redis connection, the
 * counters and the listener are made once, here). `client` and `releaseOf` may be given by tests.
 */
export function createRedisCacheHandler({
  redisUrl,
  staleSeconds,
  releaseOf,
  client = cacheClient(redisUrl),
  // Its own connection (a subscribed one runs no other command), queueing its SUBSCRIBE until it
  // connects and subscribing again after each reconnection.
  subscriber = client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined }),
  log = console.warn,
  settleMs,
  pruneEveryMs = PRUNE_EVERY_MS,
}) {
  const failures = createFailureLog({ log });
  // Reported through the failures of the commands themselves; ioredis reconnects by itself.
  client.on('error', () => {});
  let shared = null;
  /** The Redis handler of this release, made on first use (Next publishes the release id when it starts). */
  const sharedHandler = () => {
    shared ??= countingHandler(
      createRedisStringsHandler({
        client: ioredisAdapter(client),
        keyPrefix: keyPrefixOf(releaseOf()),
        timeoutMs: REDIS_TIMEOUT_MS,
      }),
      failures,
    );
    return shared;
  };
  CacheHandler.onCreation(async () => {
    // The first request of a starting server waits for the connection a moment, rather than miss.
    if (client.status !== 'ready') await connected(client, REDIS_TIMEOUT_MS);
    return {
      handlers: [sharedHandler()],
      // Kept past freshness for the stale window only: then gone from Redis, and refused if read.
      ttl: { estimateExpireAge: (staleAge) => staleAge + staleSeconds },
    };
  });
  const renders = createRenderClock();
  const listener = listenForRevalidation({
    subscriber,
    revalidate: (tag) => {
      renders.revalidated(tag);
      return sharedHandler().revalidateTag(tag);
    },
    failures,
    log,
    settleMs,
  });
  const lifetimes = nextLifetimes();
  const pruning = setInterval(() => {
    if (client.status === 'ready')
      sharedHandler()
        .prepare()
        .catch(() => {});
  }, pruneEveryMs);
  pruning.unref();

  return class SiteRedisCacheHandler extends CacheHandler {
    static failures = failures;
    static listener = listener;
    static client = client;
    static pruning = pruning;

    async get(key, ctx) {
      // Next looks an answer up before it renders or fetches it: the render begins now.
      renders.began(key);
      const entry = await super.get(key, ctx);
      if (!entry) return null;
      const cacheControl = lifetimeOf(entry);
      return cacheControl ? { ...entry, cacheControl } : entry;
    }

    async set(key, value, ctx) {
      if (!mayKeep(value) || renders.outdated(key, tagsOf(value, ctx))) {
        // Nothing of a refused answer stays: not in Redis (a page that was kept before), not in Next's memory.
        lifetimes?.delete(key);
        await sharedHandler()
          .delete(key)
          .catch(() => {});
        return;
      }
      await super.set(key, value, ctx);
    }
  };
}
