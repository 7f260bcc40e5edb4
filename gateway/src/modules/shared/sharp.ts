import sharp from 'sharp';

/**
 * sharp as the gateway uses it (uploads and comp-card photos), set once for the process:
 * - no libvips operation cache: it keeps decoded images (50 MB and 100 operations by default) for
 *   a repeat that never comes here (each upload is new; prepared print photos have their own cache);
 * - one libvips thread per image: libuv's four threads already run four images side by side, and
 *   more threads per image only multiply the buffers held at once.
 */
sharp.cache(false);
sharp.concurrency(1);

export default sharp;
