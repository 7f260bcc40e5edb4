import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { checkListArguments } from '../../../shared/arguments';
import { brandOf } from '../../../shared/enums';
import { paginate } from '../../../shared/pagination';
import { lettersOf, matchesLetter, matchesSearch } from '../../../shared/text';
import { castingFacets, colourIndex, matchesCasting, traitsOf, type CastingColours } from '../../casting';
import { castingCriteria, checkColourShape, namesColour } from '../../casting-arguments';
import { castingColours } from '../../colours';
import { toTalentCard } from '../../mappers';
import { categoryOf, loadTalentList } from '../../provider';

const NO_COLOURS: CastingColours = { hair: [], eyes: [] };

/**
 * A page of a brand's list: the stored list filtered by name, letter and the casting filters (the
 * back-end family filters by album only, so the gateway filters the list it keeps: one pass per
 * filter over a list the store bounds, whatever the arguments), with the counts per casting choice.
 */
export const talents: NonNullable<QueryResolvers['talents']> = async (_parent, args, ctx) => {
  checkListArguments(args);
  checkColourShape('hair', args.casting?.hair);
  checkColourShape('eye', args.casting?.eyes);
  const brand = brandOf(args.brand);
  // The colour lists are read for the counts on every list; a filter naming a colour needs them.
  const colours = await castingColours(ctx).catch((error: unknown) => {
    if (namesColour(args.casting)) throw error;
    ctx.logger.warn({ err: error }, 'casting colours unavailable: the list is served without hair and eye counts');
    return NO_COLOURS;
  });
  const criteria = castingCriteria(args.casting, colours);
  const list = await loadTalentList(ctx, brand, categoryOf(brand, args.category));
  const named = list.filter((t) => matchesSearch(t.name!, args.search) && matchesLetter(t.name!, args.letter));
  const today = new Date();
  const [hair, eyes] = [colourIndex(colours.hair), colourIndex(colours.eyes)];
  const traits = named.map((t) => traitsOf(t, today, hair, eyes));
  const filtered = named.filter((_t, i) => matchesCasting(traits[i]!, criteria));
  const page = paginate(filtered, args.first, args.after);
  const mediaBase = ctx.upstream.mediaBase(ctx.upstream.route('talents.list', brand.key));
  return {
    ...page,
    nodes: page.nodes.map((t) => toTalentCard(t, mediaBase)),
    letters: lettersOf(list.map((t) => t.name!)),
    facets: castingFacets(traits, criteria, colours),
  };
};
