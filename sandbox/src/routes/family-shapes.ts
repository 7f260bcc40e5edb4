import { restPrefix } from '@agency/schema/rest-operations';
import { positiveInt } from '../http/errors';
import { ratioOfPath } from '../seed/media-paths';
import type { Post, Slide } from '../types';

/**
 * How the back-end family shapes its answers, where it differs from a tidy API: Laravel
 * paginators paged with `paginate`, root-relative panel media, slide modes that may name an
 * orientation. Every panel route answers through these.
 */

/** Laravel's default page size when a client sends no `paginate`. */
export const LARAVEL_DEFAULT_PAGE_SIZE = 15;
const MAX_PAGE_SIZE = 1000;

/**
 * The paginator shapes the family answers: Laravel's `paginate()` (with last_page, per_page and
 * total), `simplePaginate()` (no last_page or total; next_page_url null on the last page), and the
 * bare `{ current_page, data }` some of its post lists answer, where a client reads until an empty page.
 */
export type PaginatorShape = 'full' | 'simple' | 'bare';

/** One page of rows, paged with `paginate` and `page`, in one of the family's paginator shapes. */
export function laravelPage<T>(
  rows: readonly T[],
  query: Record<string, string | undefined>,
  shape: PaginatorShape = 'full',
) {
  const perPage = positiveInt(query.paginate, LARAVEL_DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const current = positiveInt(query.page, 1, 100_000);
  const start = (current - 1) * perPage;
  const data = rows.slice(start, start + perPage);
  if (shape === 'bare') return { current_page: current, data };
  const base = {
    current_page: current,
    data,
    per_page: perPage,
    from: data.length ? start + 1 : null,
    to: data.length ? start + data.length : null,
  };
  if (shape === 'simple')
    return { ...base, next_page_url: start + perPage < rows.length ? `?page=${current + 1}` : null };
  return { ...base, last_page: Math.max(1, Math.ceil(rows.length / perPage)), total: rows.length };
}

/** A panel media path as the panels answer it: root-relative under /storage/, to join to the panel's origin. */
export function panelMedia(path: string): string;
export function panelMedia(path: string | null): string | null;
export function panelMedia(path: string | null): string | null {
  if (path === null || path === '' || /^https?:\/\//.test(path)) return path;
  return `${restPrefix('media')}${path.replace(/^\/+/, '')}`;
}

/** Image slides of every other post carry their orientation as the mode, as the family's panels do. */
function slideAnswer(post: Post, slide: Slide): Slide | (Omit<Slide, 'mode'> & { mode: string }) {
  if (slide.mode === 'video-youtube' || slide.mode === 'video-vimeo') return slide;
  const answered = { ...slide, slide_url: panelMedia(slide.slide_url) };
  if (slide.mode !== 'image' || post.id % 2 === 0) return answered;
  const [w, h] = (ratioOfPath(slide.slide_url) ?? '1x1').split('x').map(Number) as [number, number];
  return { ...answered, mode: w > h ? 'landscape' : w < h ? 'portrait' : 'square' };
}

/** A post as a panel answers it: media root-relative, slides as the family shapes them. */
export function postAnswer(post: Post) {
  return {
    ...post,
    cover: panelMedia(post.cover),
    slides: post.slides.map((slide) => slideAnswer(post, slide)),
    awards: post.awards.map((award) => ({ ...award, cover: panelMedia(award.cover) })),
  };
}
