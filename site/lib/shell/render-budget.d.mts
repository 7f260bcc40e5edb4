/** Types of render-budget.mjs (plain JavaScript: the site's server loads it outside Next's bundles). */
export const RENDER_BUDGET_MAX_KEYS: number;
export function addressBucket(address: string | undefined): string;
export const STATIC_FILE_EXTENSIONS: readonly string[];
export function isPageRequest(url: string, publicFiles?: ReadonlySet<string>): boolean;
export function skipsTheProxy(url: string, publicFiles?: ReadonlySet<string>): boolean;
export function wasRendered(cacheState: unknown): boolean;
export interface RenderBudget {
  retryAfter(key: string): number;
  start(key: string): (rendered: boolean) => void;
  size(): number;
}
export function createRenderBudget(options: {
  perMinute: number;
  burst: number;
  maxInFlight: number;
  maxKeys?: number;
  now?: () => number;
}): RenderBudget;
