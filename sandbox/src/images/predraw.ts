import { setTimeout as sleep } from 'node:timers/promises';
import { PANELS, type Panel } from '../backends';
import type { MediaStore } from './store';
import { imageJob } from './work';

/** What a first visit to the homes asks for: the intro, background and selector photos, and the posts' covers. */
export const HOME_PHOTOS = (path: string): boolean => path.startsWith('home/') || /^posts\/\d+\/cover-/.test(path);

/** Every panel's home/ photos come before any post cover: a home's intro is the first thing a visitor sees. */
const rank = (path: string): number => (path.startsWith('home/') ? 0 : 1);

/** How far the background drawing is (GET /__admin/predraw). */
export interface PredrawProgress {
  total: number;
  drawn: number;
  /** Drawings that failed: drawn again when asked. */
  failed: number;
  done: boolean;
}

/** How often the drawing looks again whether a visitor's photo is still being drawn. */
const YIELD_POLL_MS = 50;

/**
 * Draws, one at a time, every image of the panels whose path `wanted` accepts (home photos
 * first), so a first visit finds them as a real CDN would. A photo a visitor asked for always
 * goes first: the next drawing waits until no asked-for drawing is queued or running. A failed
 * drawing is drawn again when asked. Stops at `signal`.
 */
export async function predraw(
  media: Pick<MediaStore, 'paths' | 'get'>,
  wanted: (path: string) => boolean,
  progress: PredrawProgress,
  signal?: AbortSignal,
): Promise<number> {
  const work: [Panel, string][] = PANELS.flatMap((panel) =>
    media
      .paths(panel)
      .filter(wanted)
      .map((path): [Panel, string] => [panel, path]),
  ).sort((a, b) => rank(a[1]) - rank(b[1]));
  progress.total = work.length;
  for (const [panel, path] of work) {
    while (imageJob.activeCount + imageJob.pendingCount > 0 && !signal?.aborted) await sleep(YIELD_POLL_MS);
    if (signal?.aborted) break;
    try {
      await media.get(panel, path);
      progress.drawn += 1;
    } catch {
      progress.failed += 1;
    }
  }
  progress.done = true;
  return progress.drawn;
}
