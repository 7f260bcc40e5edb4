import type { Logger } from 'pino';
import {
  APP_KEY_HEADER,
  parsePersistedDocument,
  type AppKey,
  type PersistedDocument,
} from '../security/trusted-documents';
import { createHash, timingSafeEqual } from 'node:crypto';
import { keyIdOf, keyMatches } from './keys';
import { scopesNeeded } from './scopes';
import { SCOPES, type AppRow, type AppStore, type KeyRow, type RegistrySnapshot, type Scope } from './store';

/** Longest app key looked at: the registry's are 64 characters, GATEWAY_APP_KEYS' at most 128. */
const APP_KEY_MAX_LENGTH = 128;

/** What a key lets its app do. */
export interface AppGrant {
  name: string;
  scopes: ReadonlySet<Scope>;
  /** Requests per minute for the app, all its keys and gateways together; 0: no limit. */
  rateLimitPerMinute: number;
  /** `registry` (npm run apps) or `environment` (GATEWAY_APP_KEYS, the bootstrap). */
  source: 'registry' | 'environment';
}

/** The app a request names, or why not. */
export type AppIdentity =
  | { kind: 'none' }
  | { kind: 'app'; app: AppGrant }
  | { kind: 'unknown' }
  | { kind: 'expired'; name: string; expiredAt: number }
  | { kind: 'revoked'; name: string };

/** A document an app published, parsed, with its owner. */
export interface AppDocument extends PersistedDocument {
  app: string;
}

export interface AppRegistry {
  identify(headers: Pick<Headers, 'get'>): AppIdentity;
  /** A published document of a standing app, by id. */
  document(id: string): AppDocument | undefined;
  /** The version of the registry held (-1 before the first read). */
  readonly version: number;
  /** True while polls fail (the registry last read is kept). */
  readonly unreadable: boolean;
  /** Reads the registry if it changed since the last read; true when it did. */
  refresh(): Promise<boolean>;
  /** First read (a store that cannot be read stops the start), then a poll every `pollMs`. */
  start(): Promise<void>;
  /** Settles once the first read is over. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface AppRegistryOptions {
  /** null: no registry (the environment's apps only). */
  store: AppStore | null;
  /** GATEWAY_APP_KEYS: every scope, no expiry; counted per address (QUERY_RATE_LIMIT_PER_MINUTE), as before the registry. */
  environmentApps: readonly AppKey[];
  environmentRateLimitPerMinute: number;
  pollMs: number;
  logger: Pick<Logger, 'info' | 'warn'>;
  now?: () => number;
}

interface Held {
  version: number;
  apps: Map<string, AppRow>;
  keys: Map<string, KeyRow>;
  documents: Map<string, AppDocument>;
}

const EMPTY: Held = { version: -1, apps: new Map(), keys: new Map(), documents: new Map() };

/**
 * The apps that may call the gateway, as held in memory by each gateway: read from the store at
 * start, then again whenever the store's version moves (polled every APPS_POLL_MS), so a key
 * created, a manifest published or a key revoked with `npm run apps` counts on every gateway
 * within one poll, without a restart. A store that cannot be read keeps the last registry read
 * (logged once per outage). Expiry is checked at each request against the clock.
 */
export function createAppRegistry(options: AppRegistryOptions): AppRegistry {
  const now = options.now ?? Date.now;
  let held = EMPTY;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  let first: Promise<void> | undefined;
  /** Parsed documents by id and text: a re-read parses only what is new. */
  let parsed = new Map<string, PersistedDocument>();

  const environment = options.environmentApps.map((app) => ({
    keySha256: app.keySha256,
    grant: {
      name: app.name,
      scopes: new Set(SCOPES),
      rateLimitPerMinute: options.environmentRateLimitPerMinute,
      source: 'environment',
    } satisfies AppGrant,
  }));

  const build = (snapshot: RegistrySnapshot): Held => {
    const apps = new Map(snapshot.apps.map((app) => [app.name, app]));
    const documents = new Map<string, AppDocument>();
    const nextParsed = new Map<string, PersistedDocument>();
    let dropped = 0;
    for (const row of snapshot.documents) {
      const app = apps.get(row.app);
      if (!app || app.revokedAt !== null) continue;
      let document = parsed.get(row.id);
      try {
        if (!document || document.text !== row.text) document = parsePersistedDocument(row.id, row.text);
      } catch {
        dropped++;
        continue;
      }
      nextParsed.set(row.id, document);
      // A document runs with its owner's rights: one its scopes do not cover is not served.
      if (!scopesNeeded(document.document).every((scope) => app.scopes.includes(scope))) {
        dropped++;
        continue;
      }
      if (!documents.has(row.id)) documents.set(row.id, { ...document, app: row.app });
    }
    parsed = nextParsed;
    if (dropped > 0)
      options.logger.warn({ dropped }, 'app registry: documents not served (unparsable, or beyond their app’s scopes)');
    return { version: snapshot.version, apps, keys: new Map(snapshot.keys.map((key) => [key.id, key])), documents };
  };

  const refresh = async (): Promise<boolean> => {
    if (!options.store) return false;
    const version = await options.store.version();
    if (version === held.version) return false;
    held = build(await options.store.snapshot());
    options.logger.info(
      { version: held.version, apps: held.apps.size, keys: held.keys.size, documents: held.documents.size },
      'app registry read',
    );
    return true;
  };

  const poll = async () => {
    try {
      await refresh();
      if (failing) options.logger.info({ version: held.version }, 'app registry readable again');
      failing = false;
    } catch (error) {
      if (!failing) options.logger.warn({ err: error }, 'app registry unreadable; keeping the registry last read');
      failing = true;
    }
  };

  const identifyEnvironment = (key: string): AppIdentity => {
    const presented = createHash('sha256').update(key).digest();
    // Every configured hash is compared (in constant time each), so the answer's timing names no app.
    let found: AppGrant | null = null;
    for (const app of environment) if (timingSafeEqual(presented, app.keySha256) && found === null) found = app.grant;
    return found ? { kind: 'app', app: found } : { kind: 'unknown' };
  };

  return {
    get version() {
      return held.version;
    },
    get unreadable() {
      return failing;
    },
    identify(headers) {
      const key = headers.get(APP_KEY_HEADER);
      if (key === null) return { kind: 'none' };
      if (key.length === 0 || key.length > APP_KEY_MAX_LENGTH) return { kind: 'unknown' };
      const id = keyIdOf(key);
      if (id === null) return identifyEnvironment(key);
      const row = held.keys.get(id);
      if (!row || !keyMatches(key, row.hash)) return { kind: 'unknown' };
      const app = held.apps.get(row.app);
      if (!app) return { kind: 'unknown' };
      if (row.revokedAt !== null || app.revokedAt !== null) return { kind: 'revoked', name: app.name };
      if (row.expiresAt !== null && row.expiresAt <= now()) {
        return { kind: 'expired', name: app.name, expiredAt: row.expiresAt };
      }
      return {
        kind: 'app',
        app: {
          name: app.name,
          scopes: new Set(app.scopes),
          rateLimitPerMinute: app.rateLimitPerMinute,
          source: 'registry',
        },
      };
    },
    document: (id) => held.documents.get(id),
    refresh,
    start() {
      first ??= refresh().then(() => {
        if (!options.store) return;
        let polling = false;
        timer = setInterval(() => {
          if (polling) return;
          polling = true;
          void poll().finally(() => (polling = false));
        }, options.pollMs);
        timer.unref();
      });
      return first;
    },
    ready: () => first ?? Promise.resolve(),
    async close() {
      clearInterval(timer);
      await options.store?.close();
    },
  };
}
