/** Types of render-budget.mjs (plain JavaScript: the site's server loads it outside Next's bundles). */
import type { Redis } from 'ioredis';

export const RENDER_BUDGET_MAX_KEYS: number;
export const CROWD_VISITORS: number;
export const NEW_VISITORS: BucketRule;
export const STATIC_FILE_EXTENSIONS: readonly string[];
export function addressBucket(address: string | undefined): string;
export function isPageRequest(url: string, publicFiles?: ReadonlySet<string>): boolean;
export function skipsTheProxy(url: string, publicFiles?: ReadonlySet<string>): boolean;
export function wasRendered(cacheState: unknown): boolean;

export interface BucketRule {
  perMinute: number;
  burst: number;
}
export interface Spent {
  tokens: number;
  spent: boolean;
}
export interface Buckets {
  spend(key: string, rule: BucketRule, cost: number, at: number, ifAvailable?: boolean): Spent | Promise<Spent>;
}
export function createMemoryBuckets(options?: {
  maxKeys?: number;
}): Buckets & { spend(...args: Parameters<Buckets['spend']>): Spent; size(): number };
export function createRedisBuckets(
  client: Redis,
  options?: { prefix?: string; fallback?: Buckets; onError?: (error: unknown) => void },
): Buckets;

export interface Visitor {
  /** addressBucket of the request's address. */
  address: string;
  /** The id of the request's verified visitor token, or null. */
  visitor: string | null;
}
export interface RenderBudget {
  retryAfter(who: Visitor): Promise<number>;
  start(who: Visitor): (rendered: boolean) => Promise<void>;
  mayMintVisitor(address: string): Promise<boolean>;
}
export function createRenderBudget(options: {
  buckets: Buckets;
  perMinute: number;
  burst: number;
  maxInFlight: number;
  now?: () => number;
}): RenderBudget;
