import { PANELS } from '../backends';
import type { MediaStore } from './store';

/** What a first visit to the homes asks for: the intro, background and selector photos, and the posts' covers. */
export const HOME_PHOTOS = (path: string): boolean => path.startsWith('home/') || /^posts\/\d+\/cover-/.test(path);

/**
 * Draws, one at a time, every image of the panels whose path `wanted` accepts, so a first visit
 * finds them as a real CDN would; a failed drawing is drawn again when asked. Resolves to the
 * number drawn.
 */
export async function predraw(media: MediaStore, wanted: (path: string) => boolean): Promise<number> {
  let drawn = 0;
  for (const panel of PANELS) {
    for (const path of media.paths(panel)) {
      if (!wanted(path)) continue;
      try {
        await media.get(panel, path);
        drawn += 1;
      } catch {
        // Drawn again on its first request.
      }
    }
  }
  return drawn;
}
