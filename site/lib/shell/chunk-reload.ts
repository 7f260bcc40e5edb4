import { SHELL } from './constants';

/** sessionStorage key holding the time of the last reload caused by a failed chunk. */
export const CHUNK_RELOAD_KEY = 'shell:chunk-reload-at';

/** True for the errors a failed script chunk raises (webpack/Turbopack names and messages). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /(Loading chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed)/i.test(
      message,
    )
  );
}

/**
 * A script chunk that fails to load reloads the page, at most once a
 * minute (so a chunk that is really gone cannot cause a reload loop).
 */
export function shouldReloadForChunkError(lastReloadAt: string | null, now: number): boolean {
  const last = lastReloadAt === null ? NaN : Number(lastReloadAt);
  if (!Number.isFinite(last) || last > now) return true;
  return now - last >= SHELL.chunkReloadMinIntervalMs;
}
