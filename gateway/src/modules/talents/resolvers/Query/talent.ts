import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { recordId } from '../../../shared/arguments';
import { brandByKey } from '@agency/schema/brands';
import { categoryOf, isListedTalent, loadTalentProfile } from '../../provider';

/**
 * A profile. The id must be a number (else BAD_USER_INPUT), and one the brand lists: ids are
 * checked against the brand's talent list (one stored list per brand) before the profile is
 * asked for, so unknown ids answer null without a back-end call or a store entry.
 */
export const talent: NonNullable<QueryResolvers['talent']> = async (_parent, args, ctx) => {
  const brand = brandByKey(args.brand);
  const id = recordId(args.id, 'talent');
  const category = categoryOf(brand, args.category);
  if (brand.content !== 'talents') return null;
  if (!(await isListedTalent(ctx, brand, id, category))) return null;
  return loadTalentProfile(ctx, brand, id, category);
};
