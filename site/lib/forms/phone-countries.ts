import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  callingCodeOf,
  type PhoneCountry,
} from '@agency/schema/validation/phone';
import type { AppLocale } from '@/i18n/routing';

export interface PhoneCountryChoice {
  country: PhoneCountry;
  /** The country's name in the page's language and its calling code: 'Portugal +351'. */
  label: string;
}

const cache = new Map<string, PhoneCountryChoice[]>();

/** The phone field's countries: Brasil first (the default), then by name in the page's language. */
export function phoneCountryChoices(locale: AppLocale): PhoneCountryChoice[] {
  const known = cache.get(locale);
  if (known) return known;
  const names = new Intl.DisplayNames([locale === 'pt' ? 'pt-BR' : locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const choices = PHONE_COUNTRIES.map((country) => ({
    country,
    name: names.of(country) ?? country,
    label: `${names.of(country) ?? country} +${callingCodeOf(country)}`,
  }))
    .sort((a, b) =>
      a.country === DEFAULT_PHONE_COUNTRY
        ? -1
        : b.country === DEFAULT_PHONE_COUNTRY
          ? 1
          : collator.compare(a.name, b.name),
    )
    .map(({ country, label }) => ({ country, label }));
  cache.set(locale, choices);
  return choices;
}
