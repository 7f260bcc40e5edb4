import { brandByKey } from '@agency/schema/brands';
import type { TalentLink, TalentResolvers } from '../../../generated/resolvers-types';
import type { GatewayContext } from '../../../context';
import { neighbours } from '../../shared/pagination';
import { talentPath, type TalentModel } from '../mappers';
import { categoryOf, loadTalentList } from '../provider';

/** Neighbours in the list the visitor came from, wrapping around (the profile's previous/next arrows). */
async function linksOf(
  model: TalentModel,
  ctx: GatewayContext,
): Promise<{ previous: TalentLink; next: TalentLink } | null> {
  const brand = brandByKey(model.list.brand);
  const list = await loadTalentList(ctx, brand, categoryOf(brand, model.list.category));
  const found = neighbours(list, (t) => String(t.id) === model.id);
  if (!found) return null;
  const link = (t: (typeof list)[number]): TalentLink => ({
    id: String(t.id),
    name: t.name!.trim(),
    path: talentPath(t.id, t.name!.trim(), model.list.category),
  });
  return { previous: link(found.previous), next: link(found.next) };
}

export const Talent: TalentResolvers = {
  previous: async (model, _args, ctx) => (await linksOf(model, ctx))?.previous ?? null,
  next: async (model, _args, ctx) => (await linksOf(model, ctx))?.next ?? null,
};
