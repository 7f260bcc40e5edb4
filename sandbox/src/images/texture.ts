import sharp, { type OverlayOptions } from 'sharp';
import { mulberry32 } from '../prng';

/**
 * Photographic texture, seeded: smooth noise at two scales (fabric, skin, an out-of-focus backdrop)
 * and film grain at the pixel, as grey layers around mid-grey to blend over a drawing with
 * `overlay`. It is what gives the demo photographs the weight of real ones: a JPEG of a flat
 * drawing is a tenth of a photograph's bytes, and every speed figure measured on it flatters.
 */
export interface TextureOptions {
  /** Amplitude of the per-pixel grain, in grey levels. */
  grain: number;
  /** Smooth layers: their cell sizes in pixels and amplitudes in grey levels. */
  layers: readonly { cell: number; amplitude: number }[];
}

/** At a third of the photo's size: enlarged, the cells become 3 and 18 px. */
export const PHOTO_TEXTURE: TextureOptions = {
  grain: 0,
  layers: [
    { cell: 1, amplitude: 10 },
    { cell: 6, amplitude: 22 },
  ],
};

/** The grain laid over the enlarged photo, in grey levels. */
const FILM_GRAIN = 6;

/** Grain is drawn on a tile this size and repeated (its period is far below what the eye finds). */
const GRAIN_TILE = 256;

function noise(length: number, amplitude: number, rng: () => number): Buffer {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) out[i] = Math.round(128 + (rng() * 2 - 1) * amplitude);
  return out;
}

/** The texture as composite layers for sharp (width × height), all from one seed. */
export async function photoTexture(
  width: number,
  height: number,
  seed: number,
  options = PHOTO_TEXTURE,
): Promise<OverlayOptions[]> {
  const rng = mulberry32(seed);
  const layers: OverlayOptions[] = [];
  for (const { cell, amplitude } of options.layers) {
    const columns = Math.ceil(width / cell);
    const rows = Math.ceil(height / cell);
    if (cell === 1) {
      layers.push({
        input: noise(width * height, amplitude, rng),
        raw: { width, height, channels: 1 },
        blend: 'overlay',
      });
      continue;
    }
    // A coarse grid of values, enlarged smoothly (bicubic): noise with no visible cells.
    const input = await sharp(noise(columns * rows, amplitude, rng), {
      raw: { width: columns, height: rows, channels: 1 },
    })
      .resize(width, height, { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer();
    layers.push({ input, raw: { width, height, channels: 1 }, blend: 'overlay' });
  }
  if (options.grain > 0) layers.push(grainLayer(options.grain, rng));
  return layers;
}

function grainLayer(amplitude: number, rng: () => number): OverlayOptions {
  const input = noise(GRAIN_TILE * GRAIN_TILE, amplitude, rng);
  return { input, raw: { width: GRAIN_TILE, height: GRAIN_TILE, channels: 1 }, tile: true, blend: 'overlay' };
}

/** Film grain over a whole photo (a seeded tile, repeated). */
export function filmGrain(seed: number): OverlayOptions {
  return grainLayer(FILM_GRAIN, mulberry32(seed ^ 0x9e3779b9));
}
