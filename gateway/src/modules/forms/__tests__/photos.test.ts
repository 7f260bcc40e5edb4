import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LIMITS, VALIDATION } from '@agency/schema/validation';
import { randomBytes } from 'node:crypto';
import { photoHeaderProblem, preparePhotos, REENCODE } from '../photos';
import { photoFieldErrors } from '../validation';
import { fileOf, fourPhotos, gifBomb, imageBytes, photoPipeline } from './fixtures';

const pipeline = photoPipeline();
afterAll(() => pipeline.decoder.close());

/** One upload re-encoded as the gateway does it, in a decoder process. */
async function reencodePhoto(bytes: Uint8Array): Promise<Buffer> {
  const result = await pipeline.decoder.reencode(bytes);
  if (!result.ok) throw new Error(`not re-encoded: ${result.reason}`);
  return result.data;
}

describe('photo checks on uploads', () => {
  it('accepts four photos of the allowed kinds', async () => {
    expect(await photoFieldErrors(await fourPhotos())).toEqual([]);
  });

  it('refuses a text file renamed .jpg by its content', async () => {
    const photos = await fourPhotos();
    photos[1] = fileOf(new TextEncoder().encode('just some text, not a picture'), 'photo.jpg', 'image/jpeg');
    expect(await photoFieldErrors(photos)).toEqual([{ path: 'image_2', message: VALIDATION.photoType }]);
  });

  it('refuses an extension outside the allow-list even with image content', async () => {
    const photos = await fourPhotos();
    photos[3] = fileOf(await imageBytes('png'), 'picture.bmp');
    expect(await photoFieldErrors(photos)).toEqual([{ path: 'image_4', message: VALIDATION.photoType }]);
  });

  it('refuses a photo over the per-photo limit', async () => {
    const photos = await fourPhotos();
    const big = new Uint8Array(LIMITS.photoMaxBytes + 1);
    big.set(await imageBytes('jpeg'));
    photos[2] = fileOf(big, 'big.jpg');
    expect(await photoFieldErrors(photos)).toEqual([{ path: 'image_3', message: VALIDATION.photoSize }]);
  });

  it('reports a value that is not a file on its image field', async () => {
    const photos: unknown[] = await fourPhotos();
    photos[0] = 'not a file';
    expect(await photoFieldErrors(photos as File[])).toEqual([{ path: 'image_1', message: VALIDATION.photoType }]);
  });

  it('asks for exactly four photos', async () => {
    const photos = await fourPhotos();
    expect(await photoFieldErrors(photos.slice(0, 3))).toEqual([{ path: 'photos', message: VALIDATION.photosCount }]);
  });
});

describe('re-encoding', () => {
  it('turns upright by EXIF, drops metadata and caps the long side at 2400 px', async () => {
    const sideways = await imageBytes('jpeg', 3000, 1000, { orientation: 6 });
    const out = await reencodePhoto(sideways);
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([800, 2400]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('keeps a photo of noise within the byte cap, smaller or coarser, and a photograph as it is', async () => {
    const noise = await sharp(randomBytes(2400 * 2400 * 3), { raw: { width: 2400, height: 2400, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const out = await reencodePhoto(noise);
    expect(out.length).toBeLessThanOrEqual(REENCODE.maxBytes);
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBeGreaterThanOrEqual(1200);
    // A phone-like photo is encoded once, at full size.
    const photo = await reencodePhoto(await imageBytes('jpeg', 2400, 1800));
    expect((await sharp(photo).metadata()).width).toBe(2400);
  });

  it('never enlarges a small photo', async () => {
    const meta = await sharp(await reencodePhoto(await imageBytes('png', 300, 200))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 200]);
  });

  it('renames every photo randomly and maps them to image_1..image_4', async () => {
    const prepared = await preparePhotos(await fourPhotos(), pipeline, 'ip:10.0.0.1');
    if (!prepared.ok) throw new Error('expected the photos to be accepted');
    expect(prepared.photos.map((p) => p.field)).toEqual(['image_1', 'image_2', 'image_3', 'image_4']);
    for (const photo of prepared.photos) expect(photo.fileName).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(new Set(prepared.photos.map((p) => p.fileName)).size).toBe(4);
  });

  it('reports a photo whose bytes start like an image but do not decode', async () => {
    const photos = await fourPhotos();
    const broken = new Uint8Array(200);
    broken.set([0xff, 0xd8, 0xff, 0xe0]);
    photos[0] = fileOf(broken, 'broken.jpg');
    expect(await preparePhotos(photos, pipeline, 'ip:10.0.0.1')).toEqual({
      ok: false,
      fields: [{ path: 'image_1', message: VALIDATION.photoType }],
    });
  });
});

describe('decompression bombs', () => {
  it('reads the declared dimensions from the header and refuses past 25 MP or 10,000 px a side', async () => {
    expect(await photoHeaderProblem(gifBomb(10_000, 10_000))).toBe(VALIDATION.photoDimensions);
    expect(await photoHeaderProblem(gifBomb(10_001, 10))).toBe(VALIDATION.photoDimensions);
    expect(await photoHeaderProblem(gifBomb(5001, 5000))).toBe(VALIDATION.photoDimensions);
    expect(await photoHeaderProblem(gifBomb(5000, 5000))).toBeNull();
    // An iPhone's 24 MP photo.
    expect(await photoHeaderProblem(gifBomb(5712, 4284))).toBeNull();
    expect(await photoHeaderProblem(await imageBytes('png', 300, 200))).toBeNull();
    expect(await photoHeaderProblem(new TextEncoder().encode('GIF89a but nothing after'))).toBe(VALIDATION.photoType);
  });

  it('refuses an application of four 10000x10000 GIFs on their fields without decoding one (memory does not grow)', async () => {
    const bombs = [0, 1, 2, 3].map((i) => fileOf(gifBomb(), `bomb${i}.gif`, 'image/gif'));
    const before = process.memoryUsage().rss;
    const prepared = await preparePhotos(bombs, pipeline, 'ip:10.0.0.1');
    const grown = process.memoryUsage().rss - before;
    expect(prepared).toEqual({
      ok: false,
      fields: [1, 2, 3, 4].map((n) => ({ path: `image_${n}`, message: VALIDATION.photoDimensions })),
    });
    // One decoded frame would be 300 MB (10^8 pixels, three bytes each).
    expect(grown).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses the whole application when one photo is a bomb, re-encoding none of the others', async () => {
    const photos = await fourPhotos();
    photos[2] = fileOf(gifBomb(), 'three.gif', 'image/gif');
    const decodedBefore = pipeline.decoder.stats().done;
    expect(await preparePhotos(photos, pipeline, 'ip:10.0.0.1')).toEqual({
      ok: false,
      fields: [{ path: 'image_3', message: VALIDATION.photoDimensions }],
    });
    expect(pipeline.decoder.stats().done).toBe(decodedBefore);
  });
});
