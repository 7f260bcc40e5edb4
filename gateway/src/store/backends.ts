import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { Redis } from 'ioredis';
import { RELEASE_ID } from '../release';

/** What the store keeps per key: the last good value and when it stops being fresh. */
export interface StoreEntry {
  value: unknown;
  storedAt: number;
  freshUntil: number;
  /** Set by the revalidate hook: the next read reloads in the foreground. */
  revalidate?: boolean;
}

/** Where entries live: memory for one instance, Redis when instances share. */
export interface EntryBackend {
  get(key: string): Promise<StoreEntry | undefined>;
  /**
   * In-process backends only: the entry object held now, synchronously (the same object get()
   * answers, so a reader can tell whether an entry it used is still the one stored).
   */
  current?(key: string): StoreEntry | undefined;
  set(key: string, entry: StoreEntry): Promise<void>;
  /** Removes an entry (its content no longer exists). */
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Entries outlive their freshness so they can be served stale when a back-end fails; the LRU
 * bound (or Redis' retention) is what evicts them.
 */
export function memoryBackend(maxEntries: number): EntryBackend {
  const cache = new LRUCache<string, StoreEntry>({ max: maxEntries });
  return {
    async get(key) {
      return cache.get(key);
    },
    current(key) {
      return cache.get(key);
    },
    async set(key, entry) {
      cache.set(key, entry);
    },
    async delete(key) {
      cache.delete(key);
    },
    async keys() {
      return [...cache.keys()];
    },
    async ping() {},
    async close() {
      cache.clear();
    },
  };
}

/**
 * Entries and their announcements are kept per release (RELEASE_ID): an entry holds a mapped model
 * of this release's shape, which another release may read differently. A new release starts cold
 * (the warm-up refills it); the previous one's entries expire with their retention.
 */
const redisPrefix = (release: string) => `agency:store:${release}:`;
/** Where instances of one release announce the keys they wrote or deleted: "<instance id> <key>". */
export const redisChangesChannel = (release: string) => `agency:store:${release}:changes`;
/** How long Redis keeps an entry for serve-stale after its last refresh. */
const REDIS_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface RedisBackendOptions {
  nearEntries?: number;
  /** The release whose keys and announcements these are (RELEASE_ID by default). */
  release?: string;
  /**
   * Secret every gateway instance holds (SITE_GATEWAY_SECRET): each entry is stored with an HMAC
   * of its key and value under it, and an entry whose HMAC does not match is not read.
   */
  signingSecret: string;
  /** An entry failed its check (written by something other than a gateway, or corrupted). */
  onTampered?(key: string): void;
}

/** `mac.json`: the entry's HMAC (base64url, over the key and the JSON) then the JSON itself. */
export function signedEntry(secret: string, key: string, json: string): string {
  return `${entryMac(secret, key, json)}.${json}`;
}

function entryMac(secret: string, key: string, json: string): string {
  return createHmac('sha256', secret).update(`agency-store\n${key}\n`).update(json).digest('base64url');
}

/** The entry's JSON when its HMAC is the one `secret` gives for `key`, else null. */
export function verifiedEntry(secret: string, key: string, raw: string): string | null {
  const dot = raw.indexOf('.');
  if (dot < 0) return null;
  const json = raw.slice(dot + 1);
  const given = Buffer.from(raw.slice(0, dot));
  const expected = Buffer.from(entryMac(secret, key, json));
  return given.length === expected.length && timingSafeEqual(given, expected) ? json : null;
}

/**
 * Entries in Redis, shared by every instance, signed (an HMAC of key and value under a secret the
 * instances share): the store holds sanitised HTML that pages render as is, and a key written into
 * Redis by anyone else (a leaked password, a neighbour on its network) is read as a miss, reloaded
 * from the back-end and reported, never served. With a near copy in this process: the entry objects
 * it read or wrote, kept until another instance announces a change of that key (Redis pub/sub),
 * so `current()` can vouch for an entry and caches of answers built from entries (the answer
 * cache, comp cards) work per instance in Redis mode too. A key another instance wrote is dropped
 * from the copy when its announcement arrives (milliseconds); while the subscription is down no
 * copy is trusted, and the copy is emptied when it comes back (announcements may have been lost).
 */
export function redisBackend(url: string, options: RedisBackendOptions): EntryBackend {
  const REDIS_PREFIX = redisPrefix(options.release ?? RELEASE_ID);
  const REDIS_CHANGES_CHANNEL = redisChangesChannel(options.release ?? RELEASE_ID);
  // Commands wait for the connection, but fail after one reconnect attempt while Redis is away:
  // the store then treats reads as misses and loads from the back-end directly.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 1000 });
  redis.on('error', () => {
    /* reported through ping() and failed commands; ioredis reconnects by itself */
  });
  const near = new LRUCache<string, StoreEntry>({ max: options.nearEntries ?? 5000 });
  const instance = randomUUID();
  const subscriber = redis.duplicate();
  let listening = false;
  /** Announcements heard so far, and the latest per recently announced key: a read that raced an announcement of its key keeps no copy (it may hold what just changed). */
  let heard = 0;
  const announced = new LRUCache<string, number>({ max: 10_000 });
  subscriber.on('error', () => {
    listening = false;
    near.clear();
  });
  subscriber.on('close', () => {
    listening = false;
    near.clear();
  });
  subscriber.on('message', (_channel: string, message: string) => {
    const space = message.indexOf(' ');
    if (space < 0 || message.slice(0, space) === instance) return;
    const key = message.slice(space + 1);
    heard += 1;
    announced.set(key, heard);
    near.delete(key);
  });
  subscriber.on('ready', () => {
    // (Re)subscribed: whatever changed while away was not heard of, so nothing held is trusted.
    near.clear();
    subscriber.subscribe(REDIS_CHANGES_CHANNEL).then(
      () => {
        listening = true;
      },
      () => {
        listening = false;
      },
    );
  });
  const announce = (key: string) => redis.publish(REDIS_CHANGES_CHANNEL, `${instance} ${key}`);

  return {
    async get(key) {
      const held = listening ? near.get(key) : undefined;
      if (held) return held;
      const before = heard;
      const raw = await redis.get(REDIS_PREFIX + key);
      if (raw === null) return undefined;
      const json = verifiedEntry(options.signingSecret, key, raw);
      if (json === null) {
        options.onTampered?.(key);
        return undefined;
      }
      const entry = JSON.parse(json) as StoreEntry;
      if (listening && (announced.get(key) ?? 0) <= before) near.set(key, entry);
      return entry;
    },
    current(key) {
      return listening ? near.get(key) : undefined;
    },
    async set(key, entry) {
      near.delete(key);
      const json = JSON.stringify(entry);
      await redis.set(REDIS_PREFIX + key, signedEntry(options.signingSecret, key, json), 'PX', REDIS_RETENTION_MS);
      await announce(key);
      if (listening) near.set(key, entry);
    },
    async delete(key) {
      near.delete(key);
      await redis.del(REDIS_PREFIX + key);
      await announce(key);
    },
    async keys() {
      const found: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await redis.scan(cursor, 'MATCH', `${REDIS_PREFIX}*`, 'COUNT', 500);
        cursor = next;
        for (const key of batch) found.push(key.slice(REDIS_PREFIX.length));
      } while (cursor !== '0');
      return found;
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      near.clear();
      subscriber.disconnect();
      redis.disconnect();
    },
  };
}
