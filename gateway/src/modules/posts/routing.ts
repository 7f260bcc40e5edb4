import type { PostKind } from '../../generated/resolvers-types';
import type { RestPostType } from '../../upstream/rest';

/** Post kind -> the back-end's type segment in /api/posts/{type}. */
export const POST_TYPE_OF: Record<PostKind, RestPostType> = {
  EVENT: 'events',
  SHOW: 'shows',
  WORKSHOP: 'workshop',
  LECTURE: 'palestras',
  BLOG: 'blog',
  PUBLICATION: 'publications',
  HIGHLIGHT: 'highlights',
};
