import sharp from 'sharp';
import { hashString, mulberry32 } from '../prng';
import { ratioOfPath, ratioSize } from '../seed/media-paths';
import { palette } from './palette';
import { logoSvg, portraitSvg, sceneSvg } from './svg';

export interface RenderedImage {
  body: Buffer;
  contentType: 'image/jpeg' | 'image/png';
}

const GRAIN_SIZE = 192;
let grainTile: Buffer | null = null;

/** A small tile of film grain (seeded), laid over every photo so gradients do not band. */
function grain(): Buffer {
  if (grainTile) return grainTile;
  const rng = mulberry32(0x5eed);
  const px = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE * 4);
  for (let i = 0; i < GRAIN_SIZE * GRAIN_SIZE; i++) {
    const v = Math.round(128 + (rng() - 0.5) * 120);
    px[i * 4] = v;
    px[i * 4 + 1] = v;
    px[i * 4 + 2] = v;
    px[i * 4 + 3] = 34;
  }
  grainTile = px;
  return px;
}

/** Photos are portraits unless they are wide post or home images, which get a stage scene. */
function isScene(path: string, width: number, height: number): boolean {
  return width > height && (path.startsWith('posts/') || path.startsWith('home/'));
}

/**
 * Draws the image a media path names, deterministically from (brand colour, path).
 * Returns null for paths that are not images we know how to draw.
 */
export async function renderImage(path: string, brandColor: string): Promise<RenderedImage | null> {
  const rng = mulberry32(hashString(`${brandColor}:${path}`));
  const logo = /^logos\/[a-z]+-(\d+)\.png$/.exec(path);
  if (logo) {
    const body = await sharp(Buffer.from(logoSvg(Number(logo[1]) - 1, rng)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    return { body, contentType: 'image/png' };
  }
  const ratio = ratioOfPath(path);
  if (!ratio) return null;
  const { width, height } = ratioSize(ratio);
  const colours = palette(brandColor, rng);
  const svg = isScene(path, width, height)
    ? sceneSvg(width, height, colours, rng)
    : portraitSvg(width, height, colours, rng);
  const body = await sharp(Buffer.from(svg))
    .composite([
      { input: grain(), raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 4 }, tile: true, blend: 'overlay' },
    ])
    .jpeg({ quality: 78, progressive: false, mozjpeg: false })
    .toBuffer();
  return { body, contentType: 'image/jpeg' };
}
