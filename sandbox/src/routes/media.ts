import { restPrefix } from '@agency/schema/rest-operations';
import type { FastifyInstance } from 'fastify';
import type { PanelScope } from '../context';
import { notFound } from '../http/errors';
import { sendHostedVideo } from '../http/video';
import { HOSTED_VIDEO_PATH } from '../seed/media-paths';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * GET /storage/<path>: a panel's public media (browsers load these directly, no token), as the
 * panels' root-relative paths name them. Images are drawn lazily and cached; hosted videos are
 * the brand's committed clip.
 */
export function registerMediaRoutes(app: FastifyInstance, { ctx, panel }: PanelScope): void {
  // The contract's /storage/{path}: a path of any depth.
  app.get(`${restPrefix('media')}*`, { config: { public: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (HOSTED_VIDEO_PATH.test(path)) return sendHostedVideo(request, reply, path);
    const image = await ctx.media.get(panel, path);
    if (!image) return notFound(reply, 'Media not found.');
    return reply.header('cache-control', LONG_CACHE).type(image.contentType).send(image.body);
  });
}
