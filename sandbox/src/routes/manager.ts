import { restRoute } from '@agency/schema/rest-operations';
import { EYE_COLOURS, HAIR_COLOURS } from '@agency/schema/validation';
import type { FastifyInstance } from 'fastify';
import type { BackendScope } from '../context';
import { jsonParam } from '../http/errors';
import type { Lang, Option } from '../types';

type Query = Record<string, string | undefined>;

/**
 * Which language a list flag asks for, the family's way: the flag's value is the language
 * (`hair=en`); the contract's `countries=1` asks for the list in the `language` parameter's language.
 * Null: the list was not asked for.
 */
export function flagLanguage(value: string | undefined, language: string | undefined): Lang | null {
  if (value === 'pt' || value === 'en') return value;
  if (value === '1' || value === 'true') return language === 'en' ? 'en' : 'pt';
  return null;
}

/**
 * GET /api/talents/attributes: a bare object of option lists, each `[{ id, value }]`, each only when
 * its flag asks for it: countries, DRT licences, hair (25) and eye (17) colours, and the cities of
 * one country (`cities={"country":<id>}`). Lists not asked for are left out.
 */
export function registerManagerRoutes(app: FastifyInstance, { ctx }: BackendScope): void {
  app.get(restRoute('talentAttributes'), async (request) => {
    const query = request.query as Query;
    const data = ctx.content.manager();
    const out: Record<string, Option[]> = {};
    const countries = flagLanguage(query.countries, query.language);
    if (countries) out.countries = data.countries.map((c) => ({ id: c.id, value: c[countries] }));
    const licenses = flagLanguage(query.licenses, query.language);
    if (licenses) out.licenses = data.licenses.map((l) => ({ id: l.id, value: l[licenses] }));
    const hair = flagLanguage(query.hair, query.language);
    if (hair) out.hair = HAIR_COLOURS.map((o, i) => ({ id: i + 1, value: hair === 'pt' ? o.label : o.value }));
    const eyes = flagLanguage(query.eyes, query.language);
    if (eyes) out.eyes = EYE_COLOURS.map((o, i) => ({ id: i + 1, value: eyes === 'pt' ? o.label : o.value }));
    const citiesFilter = jsonParam(query.cities) as { country?: unknown } | undefined;
    const countryId = Number(citiesFilter?.country);
    if (citiesFilter !== undefined) {
      out.cities = Number.isInteger(countryId)
        ? data.cities.filter((c) => c.countryId === countryId).map((c) => ({ id: c.id, value: c.name }))
        : [];
    }
    return out;
  });
}
