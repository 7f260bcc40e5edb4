import type { BrandKey } from '@agency/schema/brands';
import type { PostKind } from '../../generated/resolvers-types';
import { culturalPostsBackend, ownPanelBackend, type PanelBackend } from '../../upstream/backends';

export type RestPostType = 'events' | 'shows' | 'workshop' | 'palestras' | 'blog' | 'publications' | 'highlights';

/** Post kind -> back-end type, per the spec's endpoint table (forms-content-and-services §7). */
export const POST_TYPE_OF: Record<PostKind, RestPostType> = {
  EVENT: 'events',
  SHOW: 'shows',
  WORKSHOP: 'workshop',
  LECTURE: 'palestras',
  BLOG: 'blog',
  PUBLICATION: 'publications',
  HIGHLIGHT: 'highlights',
};

/** Events on the music panel, shows/workshops/lectures on the cultural one, the rest on the brand's own panel. */
export function postsBackend(brand: BrandKey, kind: PostKind): PanelBackend {
  const type = POST_TYPE_OF[kind];
  if (type === 'events' || type === 'shows' || type === 'workshop' || type === 'palestras') {
    return culturalPostsBackend(type);
  }
  return ownPanelBackend(brand);
}
