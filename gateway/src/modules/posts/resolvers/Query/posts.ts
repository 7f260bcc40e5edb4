import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { checkListArguments } from '../../../shared/arguments';
import { brandOf, langOf } from '../../../shared/enums';
import { paginate } from '../../../shared/pagination';
import { lettersOf, matchesLetter, matchesSearch } from '../../../shared/text';
import { loadPostList } from '../../provider';

export const posts: NonNullable<QueryResolvers['posts']> = async (_parent, args, ctx) => {
  checkListArguments(args);
  const brand = brandOf(args.brand);
  if (args.kind === 'HIGHLIGHT') {
    throw new GraphQLError('Highlights are listed per category: use Query.highlights.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  const list = await loadPostList(ctx, brand, args.kind, langOf(args.locale), null);
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
