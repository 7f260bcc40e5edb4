import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { DEFAULT_LOCALE } from '@agency/schema/locales';
import { castingColours } from '../../colours';

/** The colours the casting filters offer, labelled in the language asked. */
export const castingOptions: NonNullable<QueryResolvers['castingOptions']> = async (_parent, args, ctx) => {
  const language = args.locale ?? DEFAULT_LOCALE;
  const colours = await castingColours(ctx);
  const options = (list: typeof colours.hair) => list.map((c) => ({ value: c.value, label: c.labels[language] }));
  return { hair: options(colours.hair), eyes: options(colours.eyes) };
};
