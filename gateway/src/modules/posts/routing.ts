import { POST_KINDS, type PostRestType } from '@agency/schema/post-kinds';
import type { PostKind } from '../../generated/resolvers-types';

/** Post kind -> the back-end's type segment in /api/posts/{type} (the post-kind table's restType). */
export const POST_TYPE_OF = Object.fromEntries(
  Object.entries(POST_KINDS).map(([kind, { restType }]) => [kind, restType]),
) as Record<PostKind, PostRestType>;
