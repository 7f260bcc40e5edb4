import { randomUUID } from 'node:crypto';
import { LIMITS, VALIDATION, type FieldError, type ValidationMessageKey } from '@agency/schema/validation';
import sharp from '../shared/sharp';

/** A photo ready to forward: re-encoded JPEG under a random name, for form field image_N. */
export interface PreparedPhoto {
  field: string;
  fileName: string;
  data: Buffer;
}

const LONG_SIDE_MAX = 2400;
const JPEG_QUALITY = 85;

/**
 * What the photo's header declares, read without decoding a pixel (libvips reads headers lazily),
 * or the problem with it: not an image sharp reads, or more pixels than a real photo has. A GIF
 * counts by its first frame, the only one ever decoded.
 */
export async function photoHeaderProblem(data: Uint8Array): Promise<ValidationMessageKey | null> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(data, { animated: false }).metadata());
  } catch {
    return VALIDATION.photoType;
  }
  if (!width || !height) return VALIDATION.photoType;
  if (Math.max(width, height) > LIMITS.photoSideMax || width * height > LIMITS.photoPixelsMax) {
    return VALIDATION.photoDimensions;
  }
  return null;
}

/**
 * Re-encodes one upload: upright by its EXIF orientation, metadata (EXIF, GPS, ICC) dropped by
 * sharp's default, long side at most 2400 px, JPEG quality 85, a GIF as its first frame. Decoding
 * the whole image is also the final proof that the content is what the magic bytes claimed; the
 * pixel limit here repeats the header check for anything that would slip past it.
 */
export async function reencodePhoto(data: Uint8Array): Promise<Buffer> {
  return sharp(data, { limitInputPixels: LIMITS.photoPixelsMax, animated: false, sequentialRead: true })
    .rotate()
    .resize({ width: LONG_SIDE_MAX, height: LONG_SIDE_MAX, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

/**
 * One photo decoded at a time in this process, whatever the number of applications arriving: a
 * 40 MP photo decodes to about 160 MB, so four at once (one application) or sixteen (four) would
 * take the gateway's memory with them. Applications are rare; waiting a second is cheap.
 */
let decoding: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = decoding.then(task, task);
  decoding = run.catch(() => undefined);
  return run;
}

export type PreparedPhotos = { ok: true; photos: PreparedPhoto[] } | { ok: false; fields: FieldError[] };

/**
 * Checks the four validated uploads' headers (dimensions) before decoding any of them, then
 * re-encodes them one by one; a photo that fails either step is reported on its image_N field and
 * nothing is decoded past the first refusal's check.
 */
export async function preparePhotos(files: readonly File[]): Promise<PreparedPhotos> {
  const bytes = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  const fields: FieldError[] = [];
  for (const [i, data] of bytes.entries()) {
    const problem = await photoHeaderProblem(data);
    if (problem) fields.push({ path: `image_${i + 1}`, message: problem });
  }
  if (fields.length > 0) return { ok: false, fields };
  const photos: PreparedPhoto[] = [];
  for (const [i, data] of bytes.entries()) {
    const field = `image_${i + 1}`;
    try {
      photos.push({ field, fileName: `${randomUUID()}.jpg`, data: await oneAtATime(() => reencodePhoto(data)) });
    } catch {
      fields.push({ path: field, message: VALIDATION.photoType });
    }
  }
  return fields.length > 0 ? { ok: false, fields } : { ok: true, photos };
}
