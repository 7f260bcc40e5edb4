import { BRANDS } from '@agency/schema/brands';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from '../package-root';
import { hostedVideoPath } from '../seed/media-paths';

const LONG_CACHE = 'public, max-age=31536000, immutable';

interface Clip {
  file: string;
  size: number;
}

/**
 * The committed clips the brands play (sandbox/assets/videos, made by `npm run clips`), by media
 * path: a brand colour's own, or the committed clip nearest to it (hostedVideoPath).
 */
export const HOSTED_CLIPS: ReadonlyMap<string, Clip> = new Map(
  [...new Set(BRANDS.map((brand) => hostedVideoPath(brand.color)))].map((path) => {
    const file = fileURLToPath(new URL(`assets/${path}`, PACKAGE_ROOT));
    return [path, { file, size: statSync(file).size }];
  }),
);

/** A hosted clip, with byte ranges so players can seek; 404 for a path that names no clip. */
export function sendHostedVideo(request: FastifyRequest, reply: FastifyReply, path: string) {
  const clip = HOSTED_CLIPS.get(path);
  if (!clip) return reply.code(404).send({ message: 'Resource not found.' });
  const { file, size } = clip;
  reply.header('cache-control', LONG_CACHE).header('accept-ranges', 'bytes').type('video/mp4');
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1);
    return reply.send(createReadStream(file, { start, end }));
  }
  reply.header('content-length', size);
  return reply.send(createReadStream(file));
}
