import type SharpModule from 'sharp';

type Sharp = typeof SharpModule;
let loaded: Promise<Sharp> | undefined;

/**
 * sharp as the gateway uses it (uploads and comp-card photos), loaded on the first image and set
 * once for the process (libvips is some 25 MB a process holding no image need not map):
 * - no libvips operation cache: it keeps decoded images (50 MB and 100 operations by default) for
 *   a repeat that never comes here (each upload is new; prepared print photos have their own cache);
 * - one libvips thread per image: libuv's four threads already run four images side by side, and
 *   more threads per image only multiply the buffers held at once.
 */
export function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}
