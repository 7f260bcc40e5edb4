/**
 * Dates are always shown in pt-BR (forms-content-and-services §9), whatever
 * the interface language. UTC keeps the day stable between server and browser.
 */
const formatter = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}
