import { AGENDA_POST_PANELS, brandByKey, type BrandKey, type PanelName } from '@agency/schema/brands';
import { POST_KINDS } from '@agency/schema/post-kinds';
import type { PostKind } from '../../generated/resolvers-types';
import type { RestPostType } from '../../upstream/rest';

/** Post kind -> the back-end's type segment in /api/posts/{type} (the post-kind table's restType). */
export const POST_TYPE_OF = Object.fromEntries(
  Object.entries(POST_KINDS).map(([kind, { restType }]) => [kind, restType]),
) as Record<PostKind, RestPostType>;

/** Agenda kinds on the panel the brand table names for them (whichever brand lists them), the rest on the brand's own panel. */
export function postsBackend(brand: BrandKey, kind: PostKind): PanelName {
  const type = POST_TYPE_OF[kind];
  return type in AGENDA_POST_PANELS
    ? AGENDA_POST_PANELS[type as keyof typeof AGENDA_POST_PANELS]
    : brandByKey(brand).backends.own;
}
