import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { panelOf } from '../../../../upstream/backends';
import { brandOf } from '../../../shared/enums';
import { toTalentCard } from '../../mappers';
import { loadAllTalents } from '../../provider';

/** Cards in the order asked; ids the brand does not list are skipped. */
export const talentsByIds: NonNullable<QueryResolvers['talentsByIds']> = async (_parent, args, ctx) => {
  const brand = brandOf(args.brand);
  const byId = new Map((await loadAllTalents(ctx, brand)).map((t) => [String(t.id), t]));
  const mediaBase = ctx.upstream.mediaBase(panelOf(brand.key));
  return [...new Set(args.ids)].flatMap((id) => {
    const found = byId.get(id);
    return found ? [toTalentCard(found, mediaBase)] : [];
  });
};
