import type { FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from '../package-root';

const VIDEO_FILE = fileURLToPath(new URL('assets/sample.mp4', PACKAGE_ROOT));
const VIDEO_SIZE = statSync(VIDEO_FILE).size;
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** The committed sample clip every hosted video points at, with byte ranges so players can seek. */
export function sendSampleVideo(request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', LONG_CACHE).header('accept-ranges', 'bytes').type('video/mp4');
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, VIDEO_SIZE - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), VIDEO_SIZE - 1) : VIDEO_SIZE - 1;
    if (start > end || start >= VIDEO_SIZE) {
      return reply.code(416).header('content-range', `bytes */${VIDEO_SIZE}`).send();
    }
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${VIDEO_SIZE}`)
      .header('content-length', end - start + 1);
    return reply.send(createReadStream(VIDEO_FILE, { start, end }));
  }
  reply.header('content-length', VIDEO_SIZE);
  return reply.send(createReadStream(VIDEO_FILE));
}
