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

/**
 * The hosted clip of a brand colour: every hosted video and video slide of a brand plays the clip
 * drawn in its colour (sandbox/assets/videos, see sandbox/assets/README.md).
 */
export function hostedVideoPath(brandColor: string): string {
  return `videos/clip-${brandColor.replace(/^#/, '').toLowerCase()}.mp4`;
}

/** Whether a media path names a hosted clip. */
export const HOSTED_VIDEO_PATH = /^videos\/clip-[0-9a-f]{6}\.mp4$/;
