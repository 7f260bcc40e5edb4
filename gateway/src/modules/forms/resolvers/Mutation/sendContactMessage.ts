import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { submitContactMessage } from '../../submit';

export const sendContactMessage: NonNullable<MutationResolvers['sendContactMessage']> = (_parent, args, ctx) =>
  submitContactMessage(ctx.forms, { brand: args.brand, clientIp: ctx.clientIp }, args.input);
