import type { Resolvers } from '../../generated/resolvers-types';
import { highlights } from './resolvers/Query/highlights';
import { post } from './resolvers/Query/post';
import { posts } from './resolvers/Query/posts';
import { Post } from './resolvers/Post';

export const postsResolvers: Resolvers = {
  Query: { posts, highlights, post },
  Post,
};
