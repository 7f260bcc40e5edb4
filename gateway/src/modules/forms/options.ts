import { NUMERIC_ID_PATTERN } from '@agency/schema/validation';
import { GraphQLError } from 'graphql';
import type { Locale, Option, ScoutingOptions } from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import { DEFAULT_LOCALE } from '@agency/schema/locales';
import { toOptions } from './mappers';
import { UpstreamError } from '../../upstream/errors';
import type { RestAttributes } from './rest';

type Deps = Pick<GatewayContext, 'store' | 'upstream'>;

/** The attribute lists come from the back-end the call table names (the integration service); they are the same for every brand. */
function attributesBackend(ctx: Deps) {
  return ctx.upstream.route('talents.attributes', 'cq-empresariamento');
}

/**
 * Countries (Brazil first, as the integration service orders them) and DRT licences, from the
 * store. The REST contract asks `countries=1, licenses=1`; the family puts the language in the flag
 * (`hair=en`): when a list comes back missing or empty, it is asked again that way (noted as
 * drift), since without countries the scouting form cannot be sent. Still empty: an error, so the
 * store keeps the last good lists and nothing empty is cached.
 */
export function scoutingOptions(ctx: Deps, locale: Locale | null | undefined): Promise<ScoutingOptions> {
  const language = locale ?? DEFAULT_LOCALE;
  return ctx.store.get(
    { type: 'options', brand: 'manager', locale: language, args: { list: 'scouting' } },
    async () => {
      const backend = attributesBackend(ctx);
      let body: RestAttributes = await ctx.upstream.call('talents.attributes', backend, {
        query: { language, countries: '1', licenses: '1' },
      });
      if (!body?.countries?.length || !body.licenses) {
        ctx.upstream.drift(backend, 'talents.attributes')('field_defaulted', 'countries=1 gave no countries');
        body = await ctx.upstream.call('talents.attributes', backend, {
          query: { language, countries: language, licenses: language },
        });
      }
      const countries = toOptions(body?.countries);
      if (countries.length === 0) {
        throw new UpstreamError(
          'UPSTREAM_BAD_STATUS',
          backend,
          `${backend} lists no countries; the scouting form cannot be sent`,
          200,
        );
      }
      return { countries, licenses: toOptions(body?.licenses) };
    },
  );
}

/**
 * Cities of a country. The manager service keys countries by number: anything else is refused
 * (BAD_USER_INPUT), and a number that is not one of the listed countries has no cities, answered
 * without asking the back-end or storing anything (random ids cannot fill the store).
 */
export async function cities(ctx: Deps, country: string, locale: Locale | null | undefined): Promise<Option[]> {
  if (!NUMERIC_ID_PATTERN.test(country)) {
    throw new GraphQLError('A country id is a number of up to 12 digits.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  const known = (await scoutingOptions(ctx, locale)).countries.some((c) => c.id === country);
  if (!known) return [];
  const language = locale ?? DEFAULT_LOCALE;
  return ctx.store.get(
    { type: 'options', brand: 'manager', locale: language, args: { list: 'cities', country } },
    async () => {
      const body: RestAttributes = await ctx.upstream.call('talents.attributes', attributesBackend(ctx), {
        query: { language, countries: '1', cities: { country: Number(country) } },
      });
      return toOptions(body?.cities);
    },
  );
}

/** The option tables a Get Scouted application's choices are checked against. */
export interface ScoutingOptionTables {
  countries(): Promise<Option[]>;
  licenses(): Promise<Option[]>;
  cities(country: string): Promise<Option[]>;
}

/**
 * The tables in Portuguese, the language the agency's panels work in: the labels sent with an
 * application are these, whatever language the visitor used.
 */
export function scoutingOptionTables(ctx: Deps): ScoutingOptionTables {
  return {
    countries: async () => (await scoutingOptions(ctx, 'pt')).countries,
    licenses: async () => (await scoutingOptions(ctx, 'pt')).licenses,
    cities: (country) => cities(ctx, country, 'pt'),
  };
}
