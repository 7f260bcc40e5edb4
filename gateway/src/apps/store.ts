/** What an app's key may do: run queries, run mutations (the forms), introspect the schema. */
export const SCOPES = ['read', 'forms', 'introspection'] as const;
export type Scope = (typeof SCOPES)[number];

/** An app of the registry. */
export interface AppRow {
  /** Letters, digits, - and _ (the `app` label of usage and metrics). */
  name: string;
  scopes: Scope[];
  /** GraphQL requests per minute for all of the app's keys together, on all gateways (0: no limit). */
  rateLimitPerMinute: number;
  createdAt: number;
  /** Set once revoked: its keys are refused and its documents no longer run. */
  revokedAt: number | null;
}

/** One key of an app: only its sha256 is stored. */
export interface KeyRow {
  /** The public part of the key (`agk_<id>_…`), used to find the row. */
  id: string;
  app: string;
  /** sha256 of the whole key, hex. */
  hash: string;
  createdAt: number;
  /** ms since the epoch; null: never. */
  expiresAt: number | null;
  revokedAt: number | null;
}

/** A persisted document an app published: anyone may run it by id while the app stands. */
export interface DocumentRow {
  app: string;
  /** `sha256:<hex>` of the text. */
  id: string;
  text: string;
  publishedAt: number;
}

/** Everything the gateways hold in memory, read at once, with the version it was read at. */
export interface RegistrySnapshot {
  version: number;
  apps: AppRow[];
  keys: KeyRow[];
  documents: DocumentRow[];
}

export class AppRegistryError extends Error {}

/**
 * Where the app registry is kept: a SQLite file (APPS_PATH) or PostgreSQL (DATABASE_URL). Every
 * change raises one version number in the same transaction, so a gateway polls one integer and
 * reads the whole registry only when it moved.
 */
export interface AppStore {
  version(): Promise<number>;
  snapshot(): Promise<RegistrySnapshot>;
  /** Refused (AppRegistryError) when an app of that name exists, revoked or not. */
  createApp(app: Omit<AppRow, 'revokedAt'>, key: Omit<KeyRow, 'app' | 'revokedAt'>): Promise<void>;
  /** Another key for a standing app (a rotation: revoke the old one once the new one is in use). */
  addKey(app: string, key: Omit<KeyRow, 'app' | 'revokedAt'>): Promise<void>;
  /** Changes a standing app's scopes or rate limit. */
  updateApp(name: string, change: Partial<Pick<AppRow, 'scopes' | 'rateLimitPerMinute'>>): Promise<void>;
  /** Revokes an app (all its keys and documents); false when no standing app has that name. */
  revokeApp(name: string, at: number): Promise<boolean>;
  /** Revokes one key; false when no standing key has that id. */
  revokeKey(id: string, at: number): Promise<boolean>;
  /**
   * Adds documents to a standing app's manifest (ids already there are kept); with `replace`, the
   * app's manifest becomes exactly these. Returns how many were new and how many were dropped.
   */
  publish(
    app: string,
    documents: readonly { id: string; text: string }[],
    options: { at: number; replace: boolean },
  ): Promise<{ added: number; removed: number }>;
  close(): Promise<void>;
}
