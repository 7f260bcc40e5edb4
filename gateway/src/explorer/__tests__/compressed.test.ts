import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pickEncoding, precompress } from '../compressed';

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['gzip;q=abc', 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('precompress', () => {
  it('keeps the plain bytes, Brotli and gzip of the same content, and a hash of it', async () => {
    const text = 'query Brands { brands { key } }\n'.repeat(200);
    const body = await precompress(text);
    expect(body.identity.toString()).toBe(text);
    expect(brotliDecompressSync(body.br).toString()).toBe(text);
    expect(gunzipSync(body.gzip).toString()).toBe(text);
    expect(body.hash).toMatch(/^[0-9a-f]{16}$/);
    expect((await precompress(text)).hash).toBe(body.hash);
    expect((await precompress(`${text} `)).hash).not.toBe(body.hash);
  });
});
