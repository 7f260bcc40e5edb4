import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { checkListArguments } from '../../../shared/arguments';
import { brandByKey } from '@agency/schema/brands';
import { DEFAULT_LOCALE } from '@agency/schema/locales';
import { paginate } from '../../../shared/pagination';
import { lettersOf, matchesLetter, matchesSearch } from '../../../shared/text';
import { loadPostList } from '../../provider';

export const posts: NonNullable<QueryResolvers['posts']> = async (_parent, args, ctx) => {
  checkListArguments(args);
  const brand = brandByKey(args.brand);
  if (args.kind === 'HIGHLIGHT') {
    throw new GraphQLError('Highlights are listed per category: use Query.highlights.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  const list = await loadPostList(ctx, brand, args.kind, args.locale ?? DEFAULT_LOCALE, null);
  const filtered = list.filter(
    (p) => matchesSearch(p.card.title, args.search) && matchesLetter(p.card.title, args.letter),
  );
  const page = paginate(filtered, args.first, args.after);
  return {
    ...page,
    nodes: page.nodes.map((p) => p.card),
    letters: lettersOf(list.map((p) => p.card.title)),
  };
};
