import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { VALIDATION, type FieldError } from '@agency/schema/validation';

/** A photo ready to forward: re-encoded JPEG under a random name, for form field image_N. */
export interface PreparedPhoto {
  field: string;
  fileName: string;
  data: Buffer;
}

const LONG_SIDE_MAX = 2400;
const JPEG_QUALITY = 85;
/** Refuses decompression bombs (a small file that decodes to a huge bitmap) before decoding. */
const INPUT_PIXELS_MAX = 100_000_000;

/**
 * Re-encodes one upload: upright by its EXIF orientation, metadata (EXIF, GPS, ICC) dropped by
 * sharp's default, long side at most 2400 px, JPEG quality 85. Decoding the whole image is also the
 * final proof that the content is what the magic bytes claimed.
 */
export async function reencodePhoto(data: Uint8Array): Promise<Buffer> {
  return sharp(data, { limitInputPixels: INPUT_PIXELS_MAX, animated: false })
    .rotate()
    .resize({ width: LONG_SIDE_MAX, height: LONG_SIDE_MAX, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

export type PreparedPhotos = { ok: true; photos: PreparedPhoto[] } | { ok: false; fields: FieldError[] };

/** Re-encodes the four validated uploads; one that cannot be decoded is reported on its image_N field. */
export async function preparePhotos(files: readonly File[]): Promise<PreparedPhotos> {
  const results = await Promise.allSettled(
    files.map(async (file) => reencodePhoto(new Uint8Array(await file.arrayBuffer()))),
  );
  const fields: FieldError[] = [];
  const photos: PreparedPhoto[] = [];
  results.forEach((result, i) => {
    const field = `image_${i + 1}`;
    if (result.status === 'rejected') fields.push({ path: field, message: VALIDATION.photoType });
    else photos.push({ field, fileName: `${randomUUID()}.jpg`, data: result.value });
  });
  return fields.length > 0 ? { ok: false, fields } : { ok: true, photos };
}
