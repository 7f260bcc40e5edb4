import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from '../package-root';

/**
 * Media paths carry their aspect ratio (`...-3x4.jpg`) so an image can be drawn
 * from its path alone, lazily, with the width and height the API announced.
 */
export const RATIOS = ['3x4', '4x5', '2x3', '1x1', '16x9'] as const;
export type Ratio = (typeof RATIOS)[number];

/** Every generated photo is a real photo's size: at most this long side and this many pixels. */
export const LONG_SIDE = 2400;
export const MAX_PIXELS = 4_000_000;

export function ratioSize(ratio: string): { width: number; height: number } {
  const [w, h] = ratio.split('x').map(Number) as [number, number];
  if (!w || !h) throw new Error(`Bad ratio ${ratio}`);
  const scale = Math.min(LONG_SIDE / Math.max(w, h), Math.sqrt(MAX_PIXELS / (w * h)));
  return { width: Math.round(w * scale), height: Math.round(h * scale) };
}

export function photoPath(dir: string, name: string, ratio: Ratio): string {
  return `${dir}/${name}-${ratio}.jpg`;
}

/** The ratio encoded in a photo path, or null for paths that are not photos. */
export function ratioOfPath(path: string): string | null {
  const m = /-(\d{1,2}x\d{1,2})\.jpg$/.exec(path);
  return m ? m[1]! : null;
}

/** The clip made for a colour (`npm run clips` writes it there). */
export function ownClipPath(colour: string): string {
  return `videos/clip-${colour.replace(/^#/, '').toLowerCase()}.mp4`;
}

/** The colours that have a committed clip (sandbox/assets/videos), read once. */
const COMMITTED_CLIP_COLOURS: readonly string[] = readdirSync(fileURLToPath(new URL('assets/videos/', PACKAGE_ROOT)))
  .map((file) => /^clip-([0-9a-f]{6})\.mp4$/.exec(file)?.[1])
  .filter((hex): hex is string => hex !== undefined)
  .sort();

const rgb = (hex: string) => [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** Of the committed clip colours, the nearest to `colour` (squared RGB distance; ties to the first in order). */
export function nearestClipColour(colour: string, committed: readonly string[] = COMMITTED_CLIP_COLOURS): string {
  const target = rgb(colour.replace(/^#/, '').toLowerCase());
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of committed) {
    const distance = rgb(candidate).reduce((sum, value, k) => sum + (value - target[k]!) ** 2, 0);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  if (best === undefined) throw new Error('sandbox/assets/videos holds no clip-<colour>.mp4');
  return best;
}

/**
 * The hosted clip of a brand colour: every hosted video and video slide of a brand plays the clip
 * drawn in its colour (sandbox/assets/videos, see sandbox/assets/README.md). A colour without a clip
 * of its own (a new brand's, on a machine without ffmpeg) plays the committed clip nearest to it.
 */
export function hostedVideoPath(brandColor: string): string {
  const own = brandColor.replace(/^#/, '').toLowerCase();
  return ownClipPath(COMMITTED_CLIP_COLOURS.includes(own) ? own : nearestClipColour(own));
}

/** Whether a media path names a hosted clip. */
export const HOSTED_VIDEO_PATH = /^videos\/clip-[0-9a-f]{6}\.mp4$/;
