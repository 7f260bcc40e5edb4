import { brandByKey } from '@agency/schema/brands';
import type { GatewayContext } from '../../../context';
import type { PostLink, PostResolvers } from '../../../generated/resolvers-types';
import { neighbours } from '../../shared/pagination';
import type { PostModel } from '../mappers';
import { loadPostList } from '../provider';

/** Neighbours in list order (the post page's previous/next arrows), wrapping around like the talent profile. */
async function linksOf(model: PostModel, ctx: GatewayContext): Promise<{ previous: PostLink; next: PostLink } | null> {
  const { brand, kind, lang, category } = model.list;
  const list = await loadPostList(ctx, brandByKey(brand), kind, lang, category);
  const found = neighbours(list, (p) => p.model.id === model.id);
  if (!found) return null;
  const link = ({ card }: (typeof list)[number]): PostLink => ({ id: card.id, title: card.title, path: card.path });
  return { previous: link(found.previous), next: link(found.next) };
}

export const Post: PostResolvers = {
  previous: async (model, _args, ctx) => (await linksOf(model, ctx))?.previous ?? null,
  next: async (model, _args, ctx) => (await linksOf(model, ctx))?.next ?? null,
};
