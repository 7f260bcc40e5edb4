import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { scoutingOptionTables } from '../../options';
import { submitScoutingApplication as submit } from '../../submit';

export const submitScoutingApplication: NonNullable<MutationResolvers['submitScoutingApplication']> = (
  _parent,
  args,
  ctx,
) =>
  submit(ctx.forms, { brand: args.brand, clientIp: ctx.clientIp }, args.input, args.photos, scoutingOptionTables(ctx));
