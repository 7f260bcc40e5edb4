import { restRoute } from '@agency/schema/rest-operations';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PanelScope } from '../context';
import { notFound } from '../http/errors';
import { LANGS, POST_TYPES, type Lang, type Post } from '../types';
import { laravelPage, postAnswer } from './family-shapes';

const LIST_TYPES = POST_TYPES.filter((t) => t !== 'highlights');

function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}

/** A list's language segment: one language, or `all` (both, newest first; the family's clients filter). */
function postsIn(lang: string, read: (lang: Lang) => Post[]): Post[] | null {
  if (isLang(lang)) return read(lang);
  if (lang !== 'all') return null;
  return LANGS.flatMap(read).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/**
 * Posts of a panel: lists per type and language (newest first; Laravel paginators paged with
 * `paginate`, highlights as the bare `{ current_page, data }` without last_page), highlights by category, one post
 * by slug or id (the bare post, no envelope). A panel without a type answers an empty list.
 */
export function registerPostRoutes(app: FastifyInstance, { ctx, panel }: PanelScope): void {
  app.get(restRoute('postBySlugOrId'), async (request, reply: FastifyReply) => {
    const { slugOrId } = request.params as { slugOrId: string };
    const post = ctx.content.post(panel, slugOrId);
    return post ? postAnswer(post) : notFound(reply, 'Post not found.');
  });

  app.get(restRoute('highlights'), async (request, reply) => {
    const { lang } = request.params as { lang: string };
    const query = request.query as Record<string, string | undefined>;
    const category = query.category || undefined;
    const posts = postsIn(lang, (l) => ctx.content.posts(panel, 'highlights', l, category));
    if (!posts) return notFound(reply);
    return laravelPage(posts.map(postAnswer), query, 'bare');
  });

  // The family's single post: by type, language (or all) and slug, the bare post.
  app.get(restRoute('postByTypeAndSlug'), async (request, reply) => {
    const { type, lang, slug } = request.params as { type: string; lang: string; slug: string };
    if (!(POST_TYPES as readonly string[]).includes(type)) return notFound(reply);
    const posts = postsIn(lang, (l) => ctx.content.posts(panel, type, l));
    const post = posts?.find((p) => p.slug === slug);
    return post ? postAnswer(post) : notFound(reply, 'Post not found.');
  });

  app.get(restRoute('postsByType'), async (request, reply) => {
    const { type, lang } = request.params as { type: string; lang: string };
    if (!(LIST_TYPES as readonly string[]).includes(type)) return notFound(reply);
    const posts = postsIn(lang, (l) => ctx.content.posts(panel, type, l));
    if (!posts) return notFound(reply);
    return laravelPage(posts.map(postAnswer), request.query as Record<string, string | undefined>);
  });
}
