import { brandByKey } from '@agency/schema/brands';
import type { TalentLink, TalentResolvers } from '../../../generated/resolvers-types';
import type { GatewayContext } from '../../../context';
import { neighbours } from '../../shared/pagination';
import { talentPath, type TalentModel } from '../mappers';
import { categoryOf, firstListingCategory, loadTalentList } from '../provider';

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

/**
 * The profile's path in a list that holds the talent: the one it was opened from when that list
 * holds it (or it was opened from the brand root), else the first of the brand's categories that
 * lists it, else the brand root. The lists are stored and warmed, so this costs no back-end call.
 */
async function listedPathOf(model: TalentModel, ctx: GatewayContext): Promise<string> {
  const brand = brandByKey(model.list.brand);
  const category = categoryOf(brand, model.list.category);
  if (!category) return model.path;
  if ((await loadTalentList(ctx, brand, category)).some((t) => String(t.id) === model.id)) return model.path;
  const listing = await firstListingCategory(ctx, brand, model.id);
  return talentPath(model.id, model.name, listing?.slug ?? null);
}

export const Talent: TalentResolvers = {
  listedPath: (model, _args, ctx) => listedPathOf(model, ctx),
  previous: async (model, _args, ctx) => (await linksOf(model, ctx))?.previous ?? null,
  next: async (model, _args, ctx) => (await linksOf(model, ctx))?.next ?? null,
};
