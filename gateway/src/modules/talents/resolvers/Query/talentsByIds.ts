import { LIMITS } from '@agency/schema/validation';
import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { badInput, recordId } from '../../../shared/arguments';
import { brandByKey } from '@agency/schema/brands';
import { toTalentCard } from '../../mappers';
import { loadAllTalents } from '../../provider';

/**
 * Cards in the order asked; ids the brand does not list are skipped. At most LIMITS.idsMax ids,
 * each a number: checked before the list is loaded.
 */
export const talentsByIds: NonNullable<QueryResolvers['talentsByIds']> = async (_parent, args, ctx) => {
  if (args.ids.length > LIMITS.idsMax) throw badInput(`Ask for at most ${LIMITS.idsMax} ids at once.`);
  const ids = [...new Set(args.ids.map((id) => recordId(id, 'talent')))];
  const brand = brandByKey(args.brand);
  const byId = new Map((await loadAllTalents(ctx, brand)).map((t) => [String(t.id), t]));
  const mediaBase = ctx.upstream.mediaBase(ctx.upstream.route('talents.list', brand.key));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? [toTalentCard(found, mediaBase)] : [];
  });
};
