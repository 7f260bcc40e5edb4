import { mediaSourcesAllow, type MediaSource } from '@agency/schema/media-sources';
import { loadSharp } from '../shared/sharp';
import type { Frame } from './layout';

/** Print resolution: pixels per inch a frame gets at most (72 PDF points per inch). */
export const PRINT_DPI = 300;
/** A media file larger than this is not a photo we print (and would only cost memory). */
export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;
/** Decoding bound: sharp refuses images above this many pixels (a decompression bomb stays small on the wire). */
const MAX_INPUT_PIXELS = 80_000_000;
const JPEG_QUALITY = 84;

export interface MediaPolicy {
  /** Where the gateway may fetch media: its back-ends' media bases and MEDIA_HOSTS (an origin or an account's path). */
  sources: readonly MediaSource[];
  timeoutMs: number;
  maxBytes: number;
}

export type FetchOutcome = { ok: true; bytes: Buffer } | { ok: false; reason: string };

/**
 * The bytes of a talent's photo. Only URLs within a media source are fetched (content from a
 * back-end must not make the gateway call anything else), without following redirects, within
 * the deadline and the size bound, and only when the answer is an image. Never throws.
 */
export async function fetchMedia(url: string, policy: MediaPolicy): Promise<FetchOutcome> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (!mediaSourcesAllow(policy.sources, parsed))
    return { ok: false, reason: `${parsed.origin}${parsed.pathname} is on no media source` };
  try {
    const response = await fetch(parsed, { redirect: 'error', signal: AbortSignal.timeout(policy.timeoutMs) });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return { ok: false, reason: `answered ${response.status}` };
    }
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('image/')) {
      await response.body.cancel();
      return { ok: false, reason: `not an image (${type || 'no content type'})` };
    }
    if (Number(response.headers.get('content-length') ?? 0) > policy.maxBytes) {
      await response.body.cancel();
      return { ok: false, reason: 'larger than the media bound' };
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size > policy.maxBytes) {
        await reader.cancel();
        return { ok: false, reason: 'larger than the media bound' };
      }
      chunks.push(read.value);
    }
    return { ok: true, bytes: Buffer.concat(chunks) };
  } catch (error) {
    return { ok: false, reason: (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable' };
  }
}

/** Pixel size of a frame at print resolution. */
export function printPixels(frame: Pick<Frame, 'width' | 'height'>): { width: number; height: number } {
  return {
    width: Math.round((frame.width / 72) * PRINT_DPI),
    height: Math.round((frame.height / 72) * PRINT_DPI),
  };
}

/**
 * A photo made ready for its frame: turned upright, cropped to the frame's ratio around what
 * draws the eye (sharp's attention strategy keeps faces in), scaled down to PRINT_DPI for the
 * frame, and encoded as a baseline sRGB JPEG (what PDF embeds without re-encoding). Never
 * enlarged: upsampling a smaller original adds bytes, not detail. Null when the bytes are not an
 * image sharp can read.
 */
export async function prepareForFrame(bytes: Buffer, frame: Pick<Frame, 'width' | 'height'>): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) return null;
    const turned = (meta.orientation ?? 1) >= 5;
    const sourceWidth = turned ? meta.height : meta.width;
    const sourceHeight = turned ? meta.width : meta.height;
    const ratio = frame.width / frame.height;
    // The largest crop of the frame's ratio the source holds, then no more pixels than print needs.
    const cropWidth = Math.min(sourceWidth, sourceHeight * ratio);
    const width = Math.max(1, Math.round(Math.min(cropWidth, printPixels(frame).width)));
    const height = Math.max(1, Math.round(width / ratio));
    return await image
      .rotate()
      .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  } catch {
    return null;
  }
}
