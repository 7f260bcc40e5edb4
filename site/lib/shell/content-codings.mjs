// The content codings Next compresses answers with (by the request's Accept-Encoding), each as
// [decode, encode]: the site's server reads a held page in them and writes a replacement in them.
import zlib from 'node:zlib';

export const CODINGS = {
  gzip: [zlib.gunzipSync, zlib.gzipSync],
  br: [zlib.brotliDecompressSync, zlib.brotliCompressSync],
  deflate: [zlib.inflateSync, zlib.deflateSync],
};
