import type { LocalText } from './nationality';
import type { AppLocale } from '@/i18n/routing';

const DISPLAY_NAMES = new Map<string, Intl.DisplayNames>();

function displayNames(locale: AppLocale): Intl.DisplayNames {
  let names = DISPLAY_NAMES.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    DISPLAY_NAMES.set(locale, names);
  }
  return names;
}

/**
 * A spoken language's name in the page's language: on a Portuguese page the panel's name; on
 * another page the locale's own name for the language's code (Intl.DisplayNames: 'he' is
 * 'Hebrew' in English), or the panel's name marked as Portuguese when there is no code.
 */
export function languageNameIn(
  locale: AppLocale,
  language: { name: string; flag?: string | null },
  panelLang: string | undefined,
): LocalText {
  if (locale === 'pt') return { text: language.name };
  const name = language.flag ? displayNames(locale).of(language.flag) : undefined;
  if (!name) return { text: language.name, lang: panelLang };
  return { text: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) };
}
