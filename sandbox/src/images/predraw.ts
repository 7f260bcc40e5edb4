import { PANELS } from '../backends';
import type { MediaStore } from './store';

/**
 * Draws, one at a time, every image of the panels whose path starts with `prefix` (`home/`: the
 * intro, background and selector photos every first visit asks for), so a first visit finds them
 * as a real CDN would; a failed drawing is drawn again when asked. Resolves to the number drawn.
 */
export async function predraw(media: MediaStore, prefix: string): Promise<number> {
  let drawn = 0;
  for (const panel of PANELS) {
    for (const path of media.paths(panel)) {
      if (!path.startsWith(prefix)) continue;
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
