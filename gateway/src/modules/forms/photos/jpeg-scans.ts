/**
 * Scans a JPEG may carry before it is refused, counted from its markers without decoding.
 *
 * Cameras and phones write baseline JPEGs: one scan. Progressive JPEGs come from software, and the
 * encoder writing the most scans, mozjpeg with its scan optimisation, picks them from 64
 * candidates (jcparam.c, jpeg_search_progression); libjpeg's standard progression, which
 * libjpeg-turbo, libvips and ImageMagick write, has 10 for a colour photo (jpeg_simple_progression).
 * So no photo a visitor took or edited has more than 64. A legal JPEG can have thousands (each of
 * the 63 AC coefficients of each component refined bit by bit: 2649 in colour), each scan a few
 * bytes of "end of band" runs, and libjpeg walks the whole coefficient buffer once per scan:
 * decoding costs pixels x scans, so the count is checked before anything is decoded (libjpeg-turbo
 * offers the same guard as djpeg -maxscans and TurboJPEG's TJPARAM_SCANLIMIT; libvips has none).
 */
export const JPEG_MAX_SCANS = 64;

export type JpegScanCount =
  | { ok: true; scans: number }
  /** More scans than `limit`: counting stopped at the first one past it. */
  | { ok: false; reason: 'too-many-scans'; scans: number }
  | { ok: false; reason: 'not-jpeg' };

const MARKER = 0xff;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const TEM = 0x01;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * The start-of-scan segments of a JPEG, counted by walking its markers (segment lengths, then each
 * scan's entropy-coded data up to the next marker, where 0xFF is followed by a stuffed 0x00 or a
 * restart), until the end-of-image marker, the end of the data, or the first scan past `limit`.
 * Bytes after the end-of-image marker (an appended second image, padding) are never read: libjpeg
 * stops there too. Linear in the file's size and allocation-free.
 */
export function countJpegScans(bytes: Uint8Array, limit = JPEG_MAX_SCANS): JpegScanCount {
  if (bytes.length < 4 || bytes[0] !== MARKER || bytes[1] !== SOI) return { ok: false, reason: 'not-jpeg' };
  let scans = 0;
  let at = 2;
  while (at < bytes.length) {
    // A marker is 0xFF (any number of fill bytes) then a code; anything else between segments is
    // skipped, as libjpeg does (with a warning) when it looks for the next marker.
    const next = bytes.indexOf(MARKER, at);
    if (next < 0) break;
    at = next + 1;
    while (at < bytes.length && bytes[at] === MARKER) at += 1;
    if (at >= bytes.length) break;
    const marker = bytes[at]!;
    at += 1;
    if (marker === 0 || isRestart(marker) || marker === TEM || marker === SOI) continue;
    if (marker === EOI) break;
    if (at + 1 >= bytes.length) break;
    const length = (bytes[at]! << 8) | bytes[at + 1]!;
    if (length < 2) return { ok: true, scans };
    at += length;
    if (marker !== SOS) continue;
    scans += 1;
    if (scans > limit) return { ok: false, reason: 'too-many-scans', scans };
    at = endOfEntropyData(bytes, at);
  }
  return { ok: true, scans };
}

/** Where the entropy-coded data starting at `from` ends: the 0xFF of the first real marker after it. */
function endOfEntropyData(bytes: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    const next = bytes.indexOf(MARKER, at);
    if (next < 0 || next + 1 >= bytes.length) return bytes.length;
    const following = bytes[next + 1]!;
    if (following === 0 || isRestart(following)) {
      at = next + 2;
      continue;
    }
    if (following === MARKER) {
      // Fill bytes: the marker's code is after the last of them.
      at = next + 1;
      continue;
    }
    return next;
  }
}
