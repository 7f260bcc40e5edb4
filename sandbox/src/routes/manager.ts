import type { FastifyInstance } from 'fastify';
import type { BackendScope } from '../context';
import { flag, jsonParam } from '../http/errors';
import type { Option } from '../types';

/** GET /api/talents/attributes: option lists for the scouting form (countries, cities of one country, DRT licences). */
export function registerManagerRoutes(app: FastifyInstance, { ctx }: BackendScope): void {
  app.get('/api/talents/attributes', async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const lang = query.language === 'en' ? 'en' : 'pt';
    const data = ctx.content.manager();
    const countries: Option[] = flag(query.countries) ? data.countries.map((c) => ({ id: c.id, value: c[lang] })) : [];
    const licenses: Option[] = flag(query.licenses) ? data.licenses.map((l) => ({ id: l.id, value: l[lang] })) : [];
    const citiesFilter = jsonParam(query.cities) as { country?: unknown } | undefined;
    const countryId = Number(citiesFilter?.country);
    const cities: Option[] = Number.isInteger(countryId)
      ? data.cities.filter((c) => c.countryId === countryId).map((c) => ({ id: c.id, value: c.name }))
      : [];
    return { countries, licenses, cities };
  });
}
