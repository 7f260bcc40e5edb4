// A photo decoder process (decoder.ts starts them): one upload re-encoded at a time, off the
// gateway's process, so that one the decoder overruns is ended by killing this process (sharp's own
// timeout is checked between libvips' steps and never interrupts libjpeg inside a scan). Plain
// JavaScript so Node starts it without the TypeScript loader; it needs nothing but sharp.
import sharp from 'sharp';

// As in the gateway (modules/shared/sharp.ts): no operation cache (every upload is new), one
// libvips thread per image.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Re-encodes one upload: upright by its EXIF orientation, metadata (EXIF, GPS, ICC) dropped by
 * sharp's default, long side at most `longSide` px, JPEG at `quality`, a GIF as its first frame.
 * Decoding the whole image is also the final proof that the content is what the magic bytes
 * claimed; the pixel limit repeats the header check for anything that would slip past it. A result
 * over `maxBytes` (noise, not a photograph: a phone's photo at 2400 px is well under) is encoded
 * again from the decoded pixels, at lower qualities, then smaller, until it fits: what the outbox
 * keeps of an application is bounded whatever was sent.
 */
async function reencode(bytes, { pixelsMax, longSide, quality, maxBytes }) {
  const decode = () =>
    sharp(bytes, { limitInputPixels: pixelsMax, animated: false, sequentialRead: true })
      .rotate()
      .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true });
  const first = await decode().jpeg({ quality }).toBuffer();
  if (first.length <= maxBytes) return first;
  const { data, info } = await decode().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const step of SMALLER) {
    const side = Math.round(Math.max(raw.width, raw.height) * step.scale);
    const out = await sharp(data, { raw })
      .resize({ width: side, height: side, fit: 'inside' })
      .jpeg({ quality: step.quality })
      .toBuffer();
    if (out.length <= maxBytes || step === SMALLER.at(-1)) return out;
  }
  return first;
}

/** What is tried, in turn, when a result is over the byte cap: lower quality, then fewer pixels. */
const SMALLER = [
  { scale: 1, quality: 60 },
  { scale: 2 / 3, quality: 60 },
  { scale: 1 / 2, quality: 50 },
];

process.on('message', async ({ id, bytes, settings }) => {
  try {
    const data = await reencode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), settings);
    process.send({ id, data });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

// The gateway went away (a crash, kill -9): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
