import { brandByKey } from '@agency/schema/brands';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PANEL_BRAND, type Panel } from '../backends';
import type { PanelContent } from '../types';
import { renderImage, type RenderedImage } from './render';
import { imageJob } from './work';

/** Bump when the drawing changes: the cache lives under media/<version>/ so old drawings are not served. */
export const RENDER_VERSION = 'v3';

/** Paths the renderer can draw: photos naming their ratio, and partner logos. Anything else (placeholders) is 404. */
const MEDIA_PATH = /^(?:(?:talents|posts|home)\/[A-Za-z0-9/_.-]+-\d{1,2}x\d{1,2}\.jpg|logos\/[a-z]+-\d+\.png)$/;

/** Every media path a panel's content mentions: only those are drawn, so a client cannot fill the disk. */
export function collectMediaPaths(content: PanelContent): Set<string> {
  const out = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (MEDIA_PATH.test(value) && !value.includes('..')) out.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(content);
  return out;
}

/**
 * Images drawn on first request and cached as files under <dataDir>/media/<version>/<panel>/,
 * so later requests (and restarts) only read a file.
 */
export class MediaStore {
  private readonly inFlight = new Map<string, Promise<RenderedImage>>();

  constructor(
    private readonly dataDir: string,
    private readonly known: Record<Panel, Set<string>>,
  ) {}

  has(panel: Panel, path: string): boolean {
    return this.known[panel].has(path);
  }

  paths(panel: Panel): string[] {
    return [...this.known[panel]];
  }

  /** The image bytes for a known path, or null when the panel never mentions that path. */
  async get(panel: Panel, path: string): Promise<RenderedImage | null> {
    if (!this.has(panel, path)) return null;
    const file = join(this.dataDir, 'media', RENDER_VERSION, panel, path);
    const contentType = path.endsWith('.png') ? 'image/png' : 'image/jpeg';
    try {
      return { body: await readFile(file), contentType };
    } catch {
      // Not cached yet: draw it (once, even under concurrent requests).
    }
    const key = `${panel}/${path}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.draw(panel, path, file).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async draw(panel: Panel, path: string, file: string): Promise<RenderedImage> {
    const image = await imageJob(() => renderImage(path, brandByKey(PANEL_BRAND[panel]).color));
    if (!image) throw new Error(`No renderer for ${path}`);
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(tmp, image.body);
    await rename(tmp, file);
    return image;
  }
}
