import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { badInput } from '../../../shared/arguments';
import { brandByKey } from '@agency/schema/brands';
import { DEFAULT_LOCALE } from '@agency/schema/locales';
import { loadContent, type ContentType } from '../../provider';

/** Content types are slugs such as about_us; anything else cannot exist and is refused. */
const CONTENT_TYPE = /^[a-z][a-z0-9_-]{0,40}$/;

/**
 * The content types the panels have (the OpenAPI contract's enum): any other well-formed type
 * answers null without a back-end call or a store entry.
 */
const KNOWN_CONTENT_TYPES: readonly ContentType[] = ['about_us'];
const isKnownContentType = (type: string): type is ContentType =>
  (KNOWN_CONTENT_TYPES as readonly string[]).includes(type);

export const content: NonNullable<QueryResolvers['content']> = async (_parent, args, ctx) => {
  if (!CONTENT_TYPE.test(args.type)) {
    throw badInput("A content type is a lowercase slug such as 'about_us' (at most 41 characters).");
  }
  if (!isKnownContentType(args.type)) return null;
  return loadContent(ctx, brandByKey(args.brand), args.type, args.locale ?? DEFAULT_LOCALE);
};
