import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { brandByKey } from '@agency/schema/brands';
import { quotedTalents } from '../../../talents/quote';
import { submitQuoteRequest } from '../../submit';

/** The chosen talents are described from the gateway's own talent lists before the request is sent. */
export const requestQuote: NonNullable<MutationResolvers['requestQuote']> = (_parent, args, ctx) =>
  submitQuoteRequest(ctx.forms, { brand: args.brand, clientIp: ctx.clientIp }, args.input, (chosen) =>
    quotedTalents(ctx, brandByKey(args.brand), ctx.config.env, chosen),
  );
