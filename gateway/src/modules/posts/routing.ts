import { POST_KINDS } from '@agency/schema/post-kinds';
import type { PostKind } from '../../generated/resolvers-types';
import type { RestPostType } from '../../upstream/rest';

/** Post kind -> the back-end's type segment in /api/posts/{type} (the post-kind table's restType). */
export const POST_TYPE_OF = Object.fromEntries(
  Object.entries(POST_KINDS).map(([kind, { restType }]) => [kind, restType]),
) as Record<PostKind, RestPostType>;
