import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createFairQueue, type FairQueueLimits } from '../../../security/fair-queue';
import { REENCODE, type PhotoPipeline } from '../photos';
import { createPhotoDecoder } from '../photos/decoder';

/** Real image files for the forms tests, made with sharp in a temp dir. */
export async function makeImageDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'forms-images-'));
}

export type Kind = 'jpeg' | 'png' | 'gif' | 'webp';

export async function imageBytes(
  kind: Kind,
  width = 64,
  height = 48,
  options: { orientation?: number; noise?: boolean } = {},
): Promise<Buffer> {
  let image = options.noise
    ? sharp(randomPixels(width, height), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } });
  if (options.orientation) {
    image = image.withMetadata({ orientation: options.orientation, exif: { IFD0: { Copyright: 'secret owner' } } });
  }
  return image.toFormat(kind).toBuffer();
}

function randomPixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i += 1) data[i] = (i * 7919) % 251;
  return data;
}

export async function writeImage(dir: string, name: string, kind: Kind, width?: number, height?: number) {
  const path = join(dir, name);
  await writeFile(path, await imageBytes(kind, width, height));
  return path;
}

/** A File as a browser would send it: the bytes and the name the visitor's disk gave it. */
export async function fileFrom(path: string, name = path.split('/').pop()!, type = 'application/octet-stream') {
  return new File([new Uint8Array(await readFile(path))], name, { type });
}

export function fileOf(bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Four valid photos of the accepted kinds. */
export async function fourPhotos(): Promise<File[]> {
  return [
    fileOf(await imageBytes('jpeg'), 'one.jpg', 'image/jpeg'),
    fileOf(await imageBytes('png'), 'two.png', 'image/png'),
    fileOf(await imageBytes('gif'), 'three.gif', 'image/gif'),
    fileOf(await imageBytes('webp'), 'four.webp', 'image/webp'),
  ];
}

/**
 * A decompression bomb: a GIF of a few dozen bytes whose header declares `width` × `height` (one
 * frame holding only a clear and an end code, so a decoder would allocate the whole bitmap and
 * fill it). Written by hand: making a real one of that size with sharp would itself take the memory.
 */
export function gifBomb(width = 10_000, height = 10_000): Buffer {
  const u16 = (n: number) => [n & 0xff, n >> 8];
  return Buffer.from([
    ...Buffer.from('GIF89a'),
    ...u16(width),
    ...u16(height),
    0x80, // a global colour table of two entries
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    0x2c, // the image descriptor: the whole screen
    ...u16(0),
    ...u16(0),
    ...u16(width),
    ...u16(height),
    0,
    2, // LZW minimum code size
    1,
    0x2c, // one data byte: clear code (4), end code (5)
    0,
    0x3b,
  ]);
}

/**
 * The photo pipeline as the gateway builds it (decoder processes behind a per-address queue), with
 * settings a test may change; close its decoder when done.
 */
export function photoPipeline(
  options: { processes?: number; timeoutMs?: number; queue?: Partial<FairQueueLimits> } = {},
): PhotoPipeline {
  const processes = options.processes ?? 1;
  return {
    decoder: createPhotoDecoder({ processes, timeoutMs: options.timeoutMs ?? 8000, settings: REENCODE }),
    queue: createFairQueue({
      concurrency: processes,
      maxWaiting: 2,
      maxWaitingPerKey: 1,
      maxWaitMs: 20_000,
      ...options.queue,
    }),
  };
}
