import { LISTED_POST_TYPES, POST_KINDS, type PostRestType } from '@agency/schema/post-kinds';
import type { RestSchemas } from '@agency/schema/rest-operations';
import type { PostKind } from '../../generated/resolvers-types';

/** Post kind -> the back-end's type segment in /api/posts/{type} (the post-kind table's restType). */
export const POST_TYPE_OF = Object.fromEntries(
  Object.entries(POST_KINDS).map(([kind, { restType }]) => [kind, restType]),
) as Record<PostKind, PostRestType>;

/** The back-end's type of a kind read by the list call (GET /api/posts/{type}); the others have a call of their own. */
export function listedType(kind: PostKind): RestSchemas['ListPostType'] {
  const type = POST_TYPE_OF[kind];
  if (!(LISTED_POST_TYPES as readonly string[]).includes(type)) throw new Error(`${kind} has a list call of its own`);
  return type as RestSchemas['ListPostType'];
}
