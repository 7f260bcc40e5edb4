import type { AppLocale } from './routing';

/** The thousands separator of each site language, as Intl writes whole numbers ('1.234', '1,234'). */
const THOUSANDS_SEPARATOR: Record<AppLocale, string> = { pt: '.', en: ',' };

/**
 * A whole number with its thousands grouped the language's way, written without Intl.NumberFormat:
 * a page's first NumberFormat loads the engine's number data, one 35–180 ms task in Chromium here
 * (four times that on a phone). So a count in a message is passed already written (`{total}`),
 * never as ICU's `#`, which formats through NumberFormat while the page hydrates.
 * Equal to `new Intl.NumberFormat(locale).format(value)` for whole numbers (i18n/grouped-number.test.ts).
 */
export function groupedNumber(value: number, locale: AppLocale): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const separator = THOUSANDS_SEPARATOR[locale];
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return value < 0 && digits !== '0' ? `-${grouped}` : grouped;
}
