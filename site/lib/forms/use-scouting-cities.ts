'use client';

import { localeEnumOf } from '@agency/schema/locales';
import { useBrowserQuery } from '@/lib/gateway/use-browser-query';

const scoutingCities = () => import('./documents').then((d) => d.ScoutingCitiesQuery);

/** The cities of the country chosen in the Get Scouted form, as options; none until a country is chosen. */
export function useScoutingCities(countryId: string | null, locale: string) {
  const { data, fetching } = useBrowserQuery(
    scoutingCities,
    countryId ? { country: countryId, locale: localeEnumOf(locale) } : null,
  );
  const cities = (data?.cities ?? []).map((city) => ({ id: city.id, label: city.value }));
  return { cities, fetching };
}
