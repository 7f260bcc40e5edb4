import type { Locale, Option, ScoutingOptions } from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import { optionsBackend } from '../../upstream/backends';
import { langOf } from '../shared/enums';
import { toOptions } from './mappers';
import type { RestAttributes } from './rest';

const ATTRIBUTES_PATH = '/api/talents/attributes';

type Deps = Pick<GatewayContext, 'store' | 'upstream'>;

/** Countries (Brazil first, as the manager service orders them) and DRT licences, from the store. */
export function scoutingOptions(ctx: Deps, locale: Locale | null | undefined): Promise<ScoutingOptions> {
  const language = langOf(locale);
  return ctx.store.get(
    { type: 'options', brand: 'manager', locale: language, args: { list: 'scouting' } },
    async () => {
      const body = await ctx.upstream.get<RestAttributes>(optionsBackend(), ATTRIBUTES_PATH, {
        query: { language, countries: 1, licenses: 1 },
      });
      return { countries: toOptions(body.countries), licenses: toOptions(body.licenses) };
    },
  );
}

/** Cities of a country; the manager service keys countries by number, so anything else has none. */
export async function cities(ctx: Deps, country: string, locale: Locale | null | undefined): Promise<Option[]> {
  if (!/^\d+$/.test(country)) return [];
  const language = langOf(locale);
  return ctx.store.get(
    { type: 'options', brand: 'manager', locale: language, args: { list: 'cities', country } },
    async () => {
      const body = await ctx.upstream.get<RestAttributes>(optionsBackend(), ATTRIBUTES_PATH, {
        query: { language, countries: 1, cities: { country: Number(country) } },
      });
      return toOptions(body.cities);
    },
  );
}
