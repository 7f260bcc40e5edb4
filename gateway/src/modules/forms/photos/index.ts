import { randomUUID } from 'node:crypto';
import { LIMITS, VALIDATION, type FieldError, type ValidationMessageKey } from '@agency/schema/validation';
import { loadSharp } from '../../shared/sharp';
import type { FairQueue } from '../../../security/fair-queue';
import type { DecodeResult, PhotoDecoder, ReencodeSettings } from './decoder';
import { countJpegScans, JPEG_MAX_SCANS } from './jpeg-scans';

/** A photo ready to forward: re-encoded JPEG under a random name, for form field image_N. */
export interface PreparedPhoto {
  field: string;
  fileName: string;
  data: Buffer;
}

/**
 * How photos are re-encoded: long side at most 2400 px, JPEG quality 85, within the header
 * ceiling, and at most 1.5 MiB each (a phone's photo at 2400 px and q85 is well under; noise sent
 * to fill the outbox is not), so an application keeps at most 6 MiB in the outbox.
 */
export const REENCODE: ReencodeSettings = {
  pixelsMax: LIMITS.photoPixelsMax,
  longSide: 2400,
  quality: 85,
  maxBytes: 1.5 * 1024 * 1024,
};

/** What became of an application's photos (gateway_photo_applications_total). */
export type PhotoOutcome = 'prepared' | 'refused' | 'refused-decoding' | 'overrun' | 'busy-address' | 'busy';

/** What preparing an application's photos needs: the decoder processes and the queue in front of them. */
export interface PhotoPipeline {
  decoder: PhotoDecoder;
  queue: FairQueue;
  logger?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  onOutcome?(outcome: PhotoOutcome): void;
}

/**
 * What the photo's bytes declare, read without decoding a pixel, or the problem with it: not an
 * image sharp reads; a JPEG with more scans than any camera or encoder writes (each scan is a pass
 * over every pixel when decoded; jpeg-scans.ts); more pixels than the phones' largest default
 * photo. A GIF counts by its first frame, the only one ever decoded. libvips reads headers lazily,
 * so this costs a header read, and the scan count a walk over the file's markers.
 */
export async function photoHeaderProblem(data: Uint8Array): Promise<ValidationMessageKey | null> {
  const scans = countJpegScans(data, JPEG_MAX_SCANS);
  if (!scans.ok && scans.reason === 'too-many-scans') return VALIDATION.photoComplexity;
  let width: number | undefined;
  let height: number | undefined;
  const sharp = await loadSharp();
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

export type PreparedPhotos =
  | { ok: true; photos: PreparedPhoto[] }
  | { ok: false; fields: FieldError[] }
  /** No turn in the decoder queue: nothing was decoded or stored; the visitor may send it again. */
  | { ok: false; busy: 'address' | 'everyone'; retryAfterSeconds: number };

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

/** A decoder's answer as the field's error. */
function decodeProblem(result: Exclude<DecodeResult, { ok: true }>): ValidationMessageKey {
  // Past the time budget, or a decoder that died under the photo: it is the photo's cost, not its type.
  return result.reason === 'invalid' ? VALIDATION.photoType : VALIDATION.photoComplexity;
}

/**
 * An application's photos, checked then re-encoded:
 * 1. each photo's bytes are checked (type, JPEG scans, header dimensions) one file at a time,
 *    nothing decoded; any problem refuses the application with every photo's field error;
 * 2. the application then waits for its address's turn in the decoder queue (pipeline.queue:
 *    addresses in turn, a bounded wait, a coded refusal past it) holding only its files on disk;
 * 3. in its turn, the photos are re-encoded one by one in a decoder process with a time budget
 *    (decoder.ts); the first one refused or past the budget ends it, and the photos after it are
 *    never decoded.
 */
export async function preparePhotos(
  files: readonly File[],
  pipeline: PhotoPipeline,
  client: string,
): Promise<PreparedPhotos> {
  const fields: FieldError[] = [];
  for (const [i, file] of files.entries()) {
    const problem = await photoHeaderProblem(await bytesOf(file));
    if (problem) fields.push({ path: `image_${i + 1}`, message: problem });
  }
  if (fields.length > 0) {
    pipeline.logger?.info({ fields }, 'photos refused before decoding');
    pipeline.onOutcome?.('refused');
    return { ok: false, fields };
  }
  const turn = await pipeline.queue.run(client, () => reencodeAll(files, pipeline));
  if (!turn.ok) {
    pipeline.logger?.warn({ reason: turn.reason }, 'photos not decoded: no turn in the decoder queue');
    pipeline.onOutcome?.(turn.reason === 'key-full' ? 'busy-address' : 'busy');
    return {
      ok: false,
      busy: turn.reason === 'key-full' ? 'address' : 'everyone',
      retryAfterSeconds: turn.retryAfterSeconds,
    };
  }
  if (turn.value.ok) pipeline.onOutcome?.('prepared');
  return turn.value;
}

async function reencodeAll(files: readonly File[], pipeline: PhotoPipeline): Promise<PreparedPhotos> {
  const photos: PreparedPhoto[] = [];
  for (const [i, file] of files.entries()) {
    const field = `image_${i + 1}`;
    const result = await pipeline.decoder.reencode(await bytesOf(file));
    if (!result.ok) {
      pipeline.logger?.warn({ field, reason: result.reason }, 'photo refused while decoding; the rest not decoded');
      pipeline.onOutcome?.(result.reason === 'invalid' ? 'refused-decoding' : 'overrun');
      return { ok: false, fields: [{ path: field, message: decodeProblem(result) }] };
    }
    photos.push({ field, fileName: `${randomUUID()}.jpg`, data: result.data });
  }
  return { ok: true, photos };
}
