import type { Resolvers } from '../../generated/resolvers-types';
import { castingOptions } from './resolvers/Query/castingOptions';
import { measureOptions } from './resolvers/Query/measureOptions';
import { talent } from './resolvers/Query/talent';
import { talentFacets } from './resolvers/Query/talentFacets';
import { talents } from './resolvers/Query/talents';
import { talentsByIds } from './resolvers/Query/talentsByIds';
import { Talent } from './resolvers/Talent';

export const talentsResolvers: Resolvers = {
  Query: { talents, talent, talentsByIds, talentFacets, measureOptions, castingOptions },
  Talent,
};
