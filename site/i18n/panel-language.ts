import type { AppLocale } from './routing';

/**
 * The panels are read in Portuguese whatever the page's language (talents, staff, the custom
 * home and its opening modal): on a page in another language that text carries `lang="pt-BR"`,
 * so screen readers pronounce it as Portuguese and translators leave it alone. On a Portuguese
 * page the document's own language already says so.
 */
export const PANEL_CONTENT_LANG = 'pt-BR';

/** The `lang` attribute for panel text on a page in `locale` (none on a Portuguese page). */
export function panelTextLang(locale: AppLocale): string | undefined {
  return locale === 'pt' ? undefined : PANEL_CONTENT_LANG;
}
