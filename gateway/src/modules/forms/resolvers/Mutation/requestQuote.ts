import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { submitQuoteRequest } from '../../submit';

export const requestQuote: NonNullable<MutationResolvers['requestQuote']> = (_parent, args, ctx) =>
  submitQuoteRequest(ctx.forms, { brand: args.brand, clientIp: ctx.clientIp }, args.input);
