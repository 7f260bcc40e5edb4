import pLimit from 'p-limit';

/**
 * Image jobs (drawing a photo, re-encoding a CDN rendition) running at once. Each holds one of
 * libuv's four worker threads for its whole pipeline, and libvips already spreads one job over
 * every core; the threads left over serve file reads (a photo drawn before, the hosted video), so
 * a burst of new drawings never queues the answers that only read a file.
 */
export const IMAGE_JOBS_AT_ONCE = 2;

/** Runs an image job when one of the IMAGE_JOBS_AT_ONCE slots is free, in the order asked. */
export const imageJob = pLimit(IMAGE_JOBS_AT_ONCE);
