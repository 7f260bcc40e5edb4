import { describe, expect, it } from 'vitest';
import { createJsonShapeScanner, jsonShapeProblem, RAW_JSON_SHAPE } from '../json-shape';

/** Feeds `text` to one scanner in pieces of `size` bytes: the result must not depend on where chunks end. */
function scanInPieces(text: string, size: number) {
  const scanner = createJsonShapeScanner();
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) {
    const problem = scanner.feed(bytes.subarray(at, at + size));
    if (problem) return problem;
  }
  return null;
}

describe('raw JSON shape scan', () => {
  const deep = `{"v":${'['.repeat(RAW_JSON_SHAPE.maxDepth)}${']'.repeat(RAW_JSON_SHAPE.maxDepth)}}`;

  it('refuses nesting past the bound and allows it at the bound', () => {
    expect(jsonShapeProblem(`${'['.repeat(RAW_JSON_SHAPE.maxDepth)}${']'.repeat(RAW_JSON_SHAPE.maxDepth)}`)).toBeNull();
    expect(jsonShapeProblem(deep)).toBe('depth');
  });

  it('counts values, not characters', () => {
    const list = (n: number) => `[${Array.from({ length: n }, () => '1').join(',')}]`;
    expect(jsonShapeProblem(list(RAW_JSON_SHAPE.maxValues - 2))).toBeNull();
    expect(jsonShapeProblem(list(RAW_JSON_SHAPE.maxValues + 1))).toBe('values');
  });

  it('ignores brackets, commas and escaped quotes inside strings, wherever the chunks end', () => {
    const tricky = JSON.stringify({
      a: '[[[[,,,,{{{{ "quoted" \\ back\\slash \\\\" ]]]]'.repeat(40),
      b: ['x"y', '\\'],
    });
    for (const size of [1, 2, 3, 7, 64, tricky.length]) expect(scanInPieces(tricky, size)).toBeNull();
    // An escaped quote does not end the string: the brackets after it are text, not nesting.
    const escaped = `{"s":"\\"${'['.repeat(100)}"}`;
    for (const size of [1, 2, 5]) expect(scanInPieces(escaped, size)).toBeNull();
    // An escaped backslash does end it: what follows is structure again.
    const ended = `{"s":"\\\\",${'['.repeat(100)}`;
    for (const size of [1, 2, 5, 8]) expect(scanInPieces(ended, size)).toBe('depth');
  });

  it('refuses a string longer than the bound, even split across chunks, and allows one at the bound', () => {
    const at = JSON.stringify({ s: 'x'.repeat(RAW_JSON_SHAPE.maxStringBytes) });
    const over = JSON.stringify({ s: 'x'.repeat(RAW_JSON_SHAPE.maxStringBytes + 1) });
    for (const size of [1000, 65_536, at.length]) {
      expect(scanInPieces(at, size)).toBeNull();
      expect(scanInPieces(over, size)).toBe('string');
    }
  });

  it('refuses strings that add up past the bound, each within its own', () => {
    const fits = Math.floor(RAW_JSON_SHAPE.maxStringBytesTotal / RAW_JSON_SHAPE.maxStringBytes);
    const strings = (n: number) =>
      JSON.stringify(Array.from({ length: n }, () => 'x'.repeat(RAW_JSON_SHAPE.maxStringBytes - 8)));
    expect(jsonShapeProblem(strings(fits))).toBeNull();
    expect(scanInPieces(strings(fits + 1), 10_000)).toBe('strings');
  });
});
