import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { VALIDATION } from '@agency/schema/validation';
import { scanBomb } from '../../../../../bench/lib/scan-bomb.mjs';
import { photoHeaderProblem, preparePhotos } from '../photos';
import { countJpegScans, JPEG_MAX_SCANS } from '../photos/jpeg-scans';
import { fileOf, fourPhotos, imageBytes, photoPipeline } from './fixtures';

/*
 * Progressive JPEGs with a scan per coefficient bit (bench/lib/scan-bomb.mjs): small files that
 * cost libjpeg a walk over the whole image per scan. Each test sends the real file through the
 * real checks and decoder processes.
 */

// A 25 MP photo (the header ceiling), in grey (883 scans) and colour (2649 scans).
const SIDE = 5000;
const grey883 = scanBomb({ width: SIDE, height: SIDE, components: 1 });
const colour2649 = scanBomb({ width: SIDE, height: SIDE, components: 3 });
// Within the scan limit, still a pass over 25 MP per scan: what the time budget is for.
const colour64 = scanBomb({ width: SIDE, height: SIDE, components: 3, scans: JPEG_MAX_SCANS });

const pipeline = photoPipeline();
afterAll(() => pipeline.decoder.close());

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('counting scans from the markers', () => {
  it('counts one scan in a baseline JPEG and ten in a progressive one, entropy data with stuffed bytes included', async () => {
    const noisy = await imageBytes('jpeg', 640, 480, { noise: true });
    expect(noisy.includes(Buffer.from([0xff, 0x00]))).toBe(true);
    expect(countJpegScans(noisy)).toEqual({ ok: true, scans: 1 });
    const progressive = await sharp(noisy).jpeg({ progressive: true }).toBuffer();
    expect(countJpegScans(progressive)).toEqual({ ok: true, scans: 10 });
  });

  it('counts the bombs exactly, stopping at the first scan past the limit', () => {
    expect(countJpegScans(grey883, 10_000)).toEqual({ ok: true, scans: 883 });
    expect(countJpegScans(colour2649, 10_000)).toEqual({ ok: true, scans: 2649 });
    expect(countJpegScans(grey883)).toEqual({ ok: false, reason: 'too-many-scans', scans: JPEG_MAX_SCANS + 1 });
    expect(countJpegScans(colour64)).toEqual({ ok: true, scans: JPEG_MAX_SCANS });
  });

  it('reads nothing after the end-of-image marker, and tells a file that is no JPEG', async () => {
    const photo = await imageBytes('jpeg');
    const trailed = Buffer.concat([photo, grey883]);
    expect(countJpegScans(trailed)).toEqual({ ok: true, scans: 1 });
    expect(countJpegScans(await imageBytes('png'))).toEqual({ ok: false, reason: 'not-jpeg' });
    expect(countJpegScans(photo.subarray(0, 300))).toEqual({ ok: true, scans: 1 });
  });
});

describe('scan bombs are refused before anything is decoded', () => {
  it('refuses the 883-scan and 2649-scan photos on their fields, and decodes none of the application', async () => {
    expect(await photoHeaderProblem(grey883)).toBe(VALIDATION.photoComplexity);
    expect(await photoHeaderProblem(colour2649)).toBe(VALIDATION.photoComplexity);
    const photos = await fourPhotos();
    photos[1] = fileOf(grey883, 'two.jpg', 'image/jpeg');
    photos[3] = fileOf(colour2649, 'four.jpg', 'image/jpeg');
    const before = pipeline.decoder.stats().done;
    expect(await preparePhotos(photos, pipeline, 'ip:10.1.0.1')).toEqual({
      ok: false,
      fields: [
        { path: 'image_2', message: VALIDATION.photoComplexity },
        { path: 'image_4', message: VALIDATION.photoComplexity },
      ],
    });
    expect(pipeline.decoder.stats().done).toBe(before);
  });
});

describe('the decode time budget', () => {
  it('kills the decoder process of a photo past its budget, answers photo_complexity, and decodes the next photo in a new process', async () => {
    const strict = photoPipeline({ timeoutMs: 300 });
    try {
      // The first photo starts the decoder process: the kill below must be that process.
      const warm = await strict.decoder.reencode(await imageBytes('jpeg'));
      expect(warm.ok).toBe(true);
      const [pid] = strict.decoder.stats().pids;
      const photos = await fourPhotos();
      photos[1] = fileOf(colour64, 'two.jpg', 'image/jpeg');
      expect(await photoHeaderProblem(colour64)).toBeNull();
      const prepared = await preparePhotos(photos, strict, 'ip:10.1.0.2');
      expect(prepared).toEqual({ ok: false, fields: [{ path: 'image_2', message: VALIDATION.photoComplexity }] });
      // Photo 1 and the warm-up were decoded; photos 3 and 4 never reached a decoder.
      expect(strict.decoder.stats()).toMatchObject({ done: 2, killed: 1, processes: 0 });
      await expect.poll(() => alive(pid!)).toBe(false);
      const after = await preparePhotos(await fourPhotos(), strict, 'ip:10.1.0.2');
      expect(after.ok).toBe(true);
      expect(strict.decoder.stats()).toMatchObject({ done: 6, killed: 1, processes: 1 });
      expect(strict.decoder.stats().pids[0]).not.toBe(pid);
    } finally {
      await strict.decoder.close();
    }
  });
});
