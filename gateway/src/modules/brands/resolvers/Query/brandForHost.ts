import { brandForHost as brandOfHost } from '@agency/schema/brands';
import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { hostArgument } from '../../../shared/arguments';

/** Host to brand (schema/src/brands.ts brandForHost), with the deployment's domain overrides (BRAND_DOMAINS_*, SITE_PORT_BASE). */
export const brandForHost: NonNullable<QueryResolvers['brandForHost']> = (_parent, args, ctx) =>
  brandOfHost(hostArgument(args.host), ctx.config.env);
