'use client';

import { useBrowserQuery } from '@/lib/gateway/use-browser-query';
import type { AppLocale } from '@/i18n/routing';

const scoutingCities = () => import('./documents').then((d) => d.ScoutingCitiesQuery);

/** The cities of the country chosen in the Get Scouted form, as options; none until a country is chosen. */
export function useScoutingCities(countryId: string | null, locale: AppLocale) {
  const { data, fetching } = useBrowserQuery(scoutingCities, countryId ? { country: countryId, locale } : null);
  const cities = (data?.cities ?? []).map((city) => ({ id: city.id, label: city.value }));
  return { cities, fetching };
}
