import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isoDay, PRINT_LABELS, printedDay } from '../labels';

/** The site's message catalogue of a language (the words the profile page shows). */
function siteMeasures(locale: 'pt' | 'en'): Record<string, string> {
  const file = new URL(`../../../../../site/messages/${locale}/talents.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { measures: Record<string, string> }).measures;
}

describe('print labels', () => {
  it.each(['pt', 'en'] as const)('name the measures as the site does (%s)', (locale) => {
    const site = siteMeasures(locale);
    for (const [key, label] of Object.entries(PRINT_LABELS[locale].measures)) expect(label).toBe(site[key]);
  });

  it('count talents in both languages', () => {
    expect(PRINT_LABELS.pt.talents(1)).toBe('1 talento');
    expect(PRINT_LABELS.pt.talents(12)).toBe('12 talentos');
    expect(PRINT_LABELS.en.talents(1)).toBe('1 talent');
    expect(PRINT_LABELS.en.talents(3)).toBe('3 talents');
  });

  it("date the cover with the agency's day, printed per language", () => {
    // 02:00 UTC on 1 March is still 28 February in São Paulo.
    expect(isoDay(new Date('2027-03-01T02:00:00Z'))).toBe('2027-02-28');
    expect(printedDay('2026-11-21', 'pt')).toBe('21 de novembro de 2026');
    expect(printedDay('2026-11-21', 'en')).toBe('21 November 2026');
  });
});
