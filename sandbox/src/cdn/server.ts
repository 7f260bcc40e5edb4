import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { PANELS } from '../backends';
import type { SandboxContext } from '../context';
import { sendHostedVideo } from '../http/video';
import { imageJob } from '../images/work';
import { CDN_ACCOUNT, chooseFormat, parseDeliveryPath, type CdnFormat } from './transformations';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const CONTENT_TYPES: Record<CdnFormat, string> = { jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' };
/** Renditions kept in memory: the widths are a fixed list and the paths the content's, so this bounds itself. */
const MAX_RENDITIONS = 2000;

/**
 * The talent media CDN, on its own origin (SANDBOX_CDN_PORT), answering Cloudinary-shaped delivery
 * URLs for the media paths the panels' talents name: originals as drawn, or resized and re-encoded
 * by the transformations in the path. Public, like a CDN: no token.
 */
export async function buildCdnServer(ctx: SandboxContext, log: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: log, forceCloseConnections: true });
  const renditions = new Map<string, { body: Buffer; type: string }>();

  app.get(`/${CDN_ACCOUNT}/video/upload/videos/:clip`, (request, reply) =>
    sendHostedVideo(request, reply, `videos/${(request.params as { clip: string }).clip}`),
  );
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const delivery = parseDeliveryPath(decodeURIComponent(path));
    if (!delivery) return reply.code(404).send({ message: 'Not Found.' });
    if ('error' in delivery) return reply.code(400).send({ message: delivery.error });
    if (delivery.account !== CDN_ACCOUNT) return reply.code(404).send({ message: 'Unknown account.' });
    const panel = PANELS.find((p) => ctx.media.has(p, delivery.publicPath));
    if (!panel) return reply.code(404).send({ message: 'Resource not found.' });
    const original = await ctx.media.get(panel, delivery.publicPath);
    if (!original) return reply.code(404).send({ message: 'Resource not found.' });
    const { width, quality, format } = delivery.transformations;
    const target = chooseFormat(format, request.headers.accept);
    reply.header('cache-control', LONG_CACHE).header('vary', 'Accept');
    if (width === null && quality === null && target === 'jpeg' && original.contentType === 'image/jpeg') {
      return reply.type(original.contentType).send(original.body);
    }
    const key = `${delivery.publicPath} ${width} ${quality} ${target}`;
    let rendition = renditions.get(key);
    if (!rendition) {
      let image = sharp(original.body);
      if (width) image = image.resize({ width, withoutEnlargement: true });
      image = image.toFormat(target, quality ? { quality } : {});
      rendition = { body: await imageJob(() => image.toBuffer()), type: CONTENT_TYPES[target] };
      if (renditions.size >= MAX_RENDITIONS) renditions.delete(renditions.keys().next().value!);
      renditions.set(key, rendition);
    }
    return reply.type(rendition.type).send(rendition.body);
  });
  return app;
}
