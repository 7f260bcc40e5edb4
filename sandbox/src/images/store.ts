import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { panelBrand, type Panel } from '../backends';
import type { PanelContent } from '../types';
import { renderImage, type RenderedImage } from './render';
import type { Figure } from './svg';
import { imageJob } from './work';

/** Bump when the drawing changes: the cache lives under media/<version>/ so old drawings are not served. */
export const RENDER_VERSION = 'v4';

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

/** What a panel's media are: the paths its content names, and whom each talent's photos show. */
export interface MediaCatalogue {
  paths: Set<string>;
  /** Talent id → the figure of the talent's photos (their gender; 'any' when undefined). */
  figures: Map<number, Figure>;
}

export function mediaCatalogue(content: PanelContent): MediaCatalogue {
  return {
    paths: collectMediaPaths(content),
    figures: new Map(content.talents.map((t) => [t.id, t.gender === 'undefined' ? 'any' : t.gender])),
  };
}

/** Whom a photo path shows: a talent's photos (talents/<id>/…) their figure, anything else anyone. */
export function figureOfPath(catalogue: MediaCatalogue, path: string): Figure {
  const talent = /^talents\/(\d+)\//.exec(path);
  return (talent && catalogue.figures.get(Number(talent[1]))) || 'any';
}

/**
 * Images drawn on first request and cached as files under <dataDir>/media/<version>/<panel>/,
 * so later requests (and restarts) only read a file.
 */
export class MediaStore {
  private readonly inFlight = new Map<string, Promise<RenderedImage>>();

  constructor(
    private readonly dataDir: string,
    private readonly catalogues: Record<Panel, MediaCatalogue>,
  ) {}

  has(panel: Panel, path: string): boolean {
    return this.catalogues[panel].paths.has(path);
  }

  paths(panel: Panel): string[] {
    return [...this.catalogues[panel].paths];
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
    const who = figureOfPath(this.catalogues[panel], path);
    const image = await imageJob(() => renderImage(path, panelBrand(panel).color, who));
    if (!image) throw new Error(`No renderer for ${path}`);
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(tmp, image.body);
    await rename(tmp, file);
    return image;
  }
}
