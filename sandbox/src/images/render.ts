import sharp from 'sharp';
import { hashString, mulberry32 } from '../prng';
import { ratioOfPath, ratioSize } from '../seed/media-paths';
import { palette } from './palette';
import { filmGrain, photoTexture } from './texture';
import { logoSvg, portraitSvg, sceneSvg, type Figure } from './svg';

export interface RenderedImage {
  body: Buffer;
  contentType: 'image/jpeg' | 'image/png';
}

/**
 * JPEG quality of the originals (what a photographer's export keeps). Photos are drawn at the size
 * the API announces (seed/media-paths.ts: a real photo's, a 2x3 portrait 1600 × 2400), so a CDN's
 * renditions and the site's image weights are what a visitor meets (150-400 KB each).
 */
const PHOTO_QUALITY = 76;

/** Photos are portraits unless they are wide post or home images, which get a stage scene. */
function isScene(path: string, width: number, height: number): boolean {
  return width > height && (path.startsWith('posts/') || path.startsWith('home/'));
}

/** Photos are drawn at a third of their size, then enlarged (see renderImage). */
const drawnSize = (width: number, height: number) => ({ width: Math.round(width / 3), height: Math.round(height / 3) });

/**
 * The drawing of a photo path at a third of its size (see renderImage), as SVG: a stage scene for
 * wide post and home images, else a portrait of `who`. Null for paths that name no photo.
 */
export function photoSvg(path: string, brandColor: string, who: Figure = 'any'): string | null {
  const ratio = ratioOfPath(path);
  if (!ratio) return null;
  const rng = mulberry32(hashString(`${brandColor}:${path}`));
  const { width, height } = ratioSize(ratio);
  const colours = palette(brandColor, rng);
  const small = drawnSize(width, height);
  return isScene(path, width, height)
    ? sceneSvg(small.width, small.height, colours, rng)
    : portraitSvg(small.width, small.height, colours, rng, who);
}

/**
 * Draws the image a media path names, deterministically from (brand colour, path, who): a talent's
 * photos show a figure of the talent's gender. Returns null for paths that are not images we know
 * how to draw.
 */
export async function renderImage(
  path: string,
  brandColor: string,
  who: Figure = 'any',
): Promise<RenderedImage | null> {
  const logo = /^logos\/[a-z]+-(\d+)\.png$/.exec(path);
  if (logo) {
    const rng = mulberry32(hashString(`${brandColor}:${path}`));
    const body = await sharp(Buffer.from(logoSvg(Number(logo[1]) - 1, rng)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    return { body, contentType: 'image/png' };
  }
  const svg = photoSvg(path, brandColor, who);
  if (!svg) return null;
  const { width, height } = ratioSize(ratioOfPath(path)!);
  // Drawn and textured at a third of the size, then enlarged (soft like a lens, and a ninth of the
  // work), with film grain laid at full size: the detail a JPEG of a real photograph pays for.
  const small = drawnSize(width, height);
  const seed = hashString(`texture:${brandColor}:${path}`);
  const drawing = await sharp(Buffer.from(svg))
    .removeAlpha()
    .composite(await photoTexture(small.width, small.height, seed))
    .raw()
    .toBuffer();
  const body = await sharp(drawing, { raw: { width: small.width, height: small.height, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .composite([filmGrain(seed)])
    .jpeg({ quality: PHOTO_QUALITY, progressive: false, mozjpeg: false, chromaSubsampling: '4:2:0' })
    .toBuffer();
  return { body, contentType: 'image/jpeg' };
}
