import type { SiteLocale } from '@agency/schema/locales';
import type { MeasureKey } from '../talents/measures';

/**
 * The words printed on a card, per language. The gateway renders the PDF, and it cannot read the
 * site's message catalogues (the site is its client, not a dependency), so the card keeps its
 * few words here. The measure names are the site's own (site/messages/<locale>/talents.json,
 * `measures`): a test in __tests__/labels.test.ts fails when the two drift apart.
 */
export interface PrintLabels {
  /** BCP 47 tag of the document (PDF /Lang) and of its date format. */
  tag: string;
  measures: Record<MeasureKey, string>;
  shortlist: string;
  talents: (count: number) => string;
  /** First word of a shortlist's file name (ASCII). */
  shortlistFile: string;
  compCard: string;
}

export const PRINT_LABELS: Record<SiteLocale, PrintLabels> = {
  pt: {
    tag: 'pt-BR',
    measures: { height: 'Altura', bust: 'Busto', suit: 'Terno', hips: 'Quadril', waist: 'Cintura', jeans: 'Manequim' },
    shortlist: 'Seleção',
    talents: (count) => (count === 1 ? '1 talento' : `${count} talentos`),
    shortlistFile: 'selecao',
    compCard: 'Comp card',
  },
  en: {
    tag: 'en',
    measures: { height: 'Height', bust: 'Bust', suit: 'Suit', hips: 'Hips', waist: 'Waist', jeans: 'Jeans' },
    shortlist: 'Shortlist',
    talents: (count) => (count === 1 ? '1 talent' : `${count} talents`),
    shortlistFile: 'shortlist',
    compCard: 'Comp card',
  },
};

/** The brands' time zone: the date on a shortlist's cover is the agency's today. */
export const BRAND_TIME_ZONE = 'America/Sao_Paulo';

/** Today in the brands' zone, as YYYY-MM-DD (part of a cached shortlist's key: the cover shows it). */
export function isoDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BRAND_TIME_ZONE }).format(at);
}

/** A day as the cover prints it: '21 de novembro de 2026', '21 November 2026'. */
export function printedDay(day: string, lang: SiteLocale): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang === 'pt' ? 'pt-BR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}
