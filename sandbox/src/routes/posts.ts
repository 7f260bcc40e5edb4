import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PanelScope } from '../context';
import { notFound, positiveInt } from '../http/errors';
import { LANGS, POST_TYPES, type Lang, type Post } from '../types';

const LIST_TYPES = POST_TYPES.filter((t) => t !== 'highlights');

function page(posts: Post[], query: Record<string, string | undefined>) {
  const perPage = positiveInt(query.per_page, 100, 1000);
  const current = positiveInt(query.page, 1, 100_000);
  const start = (current - 1) * perPage;
  return {
    data: posts.slice(start, start + perPage),
    current_page: current,
    last_page: Math.max(1, Math.ceil(posts.length / perPage)),
    per_page: perPage,
    total: posts.length,
  };
}

function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}

/**
 * Posts of a panel: lists per type and language (newest first), highlights by
 * category, one post by slug or id. A panel without a type answers an empty list.
 */
export function registerPostRoutes(app: FastifyInstance, { ctx, panel }: PanelScope): void {
  app.get('/api/posts/get/:slugOrId', async (request, reply: FastifyReply) => {
    const { slugOrId } = request.params as { slugOrId: string };
    const post = ctx.content.post(panel, slugOrId);
    return post ? { data: post } : notFound(reply, 'Post not found.');
  });

  app.get('/api/posts/highlights/:lang', async (request, reply) => {
    const { lang } = request.params as { lang: string };
    if (!isLang(lang)) return notFound(reply);
    const query = request.query as Record<string, string | undefined>;
    const category = query.category || undefined;
    return page(ctx.content.posts(panel, 'highlights', lang, category), query);
  });

  app.get('/api/posts/:type/:lang', async (request, reply) => {
    const { type, lang } = request.params as { type: string; lang: string };
    if (!(LIST_TYPES as readonly string[]).includes(type) || !isLang(lang)) return notFound(reply);
    return page(ctx.content.posts(panel, type, lang), request.query as Record<string, string | undefined>);
  });
}
