import type { CastingFilter } from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import type { RestTalentSummary } from '../../upstream/rest';
import { checkListArguments } from '../shared/arguments';
import { brandByKey, type BrandKey } from '@agency/schema/brands';
import { matchesLetter, matchesSearch } from '../shared/text';
import {
  colourIndex,
  hasCasting,
  matchesCasting,
  traitsOf,
  type CastingColours,
  type CastingCriteria,
  type CastingTraits,
} from './casting';
import { castingCriteria, checkColourShape, namesColour } from './casting-arguments';
import { castingColours } from './colours';
import { categoryOf, loadTalentList } from './provider';

const NO_COLOURS: CastingColours = { hair: [], eyes: [] };

/** The arguments that name a filtered talent list (talents and talentFacets take the same). */
export interface TalentListArguments {
  brand: BrandKey;
  category?: string | null;
  search?: string | null;
  letter?: string | null;
  first?: number | null;
  after?: string | null;
  casting?: CastingFilter | null;
}

export interface CastingList {
  brandKey: BrandKey;
  /** The brand's stored list, unfiltered (its letters feed the A-Z filter). */
  list: RestTalentSummary[];
  /** The talents the name search and letter keep, with their casting traits (same order; none when no filter or count reads them). */
  named: RestTalentSummary[];
  traits: CastingTraits[];
  criteria: CastingCriteria;
  colours: CastingColours;
}

/**
 * A list with its filters checked and read: every argument is refused before anything is loaded
 * when it is out of bounds; a colour is then resolved against the attribute lists. The back-end
 * family filters by album only, so the gateway filters the list it keeps: one pass per filter
 * over a list the store bounds, whatever the arguments.
 */
export async function castingList(
  args: TalentListArguments,
  ctx: GatewayContext,
  { counts = false }: { counts?: boolean } = {},
): Promise<CastingList> {
  checkListArguments(args);
  checkColourShape('hair', args.casting?.hair);
  checkColourShape('eye', args.casting?.eyes);
  const brand = brandByKey(args.brand);
  // The colour lists are read for the counts, and for a filter naming a colour (which needs them);
  // a plain list never asks for them. Both reads go out at once.
  const needsColours = namesColour(args.casting);
  const [colours, list] = await Promise.all([
    counts || needsColours
      ? castingColours(ctx).catch((error: unknown) => {
          if (needsColours) throw error;
          ctx.logger.warn({ err: error }, 'casting colours unavailable: lists are served without hair and eye counts');
          return NO_COLOURS;
        })
      : NO_COLOURS,
    loadTalentList(ctx, brand, categoryOf(brand, args.category)),
  ]);
  const criteria = castingCriteria(args.casting, colours);
  const named = list.filter((t) => matchesSearch(t.name!, args.search) && matchesLetter(t.name!, args.letter));
  // A talent's traits are read only where a filter or a count looks at them.
  const today = new Date();
  const [hair, eyes] = [colourIndex(colours.hair), colourIndex(colours.eyes)];
  const traits = counts || hasCasting(criteria) ? named.map((t) => traitsOf(t, today, hair, eyes)) : [];
  return { brandKey: brand.key, list, named, traits, criteria, colours };
}

/** The talents of a read list that match its casting filters. */
export function castingMatches({ named, traits, criteria }: CastingList): RestTalentSummary[] {
  if (!hasCasting(criteria)) return named;
  return named.filter((_t, i) => matchesCasting(traits[i]!, criteria));
}
