import { describe, expect, it } from 'vitest';
import { formatAgendaDate, formatPostDate } from './format-date';

describe('formatPostDate', () => {
  it("formats in the page's language", () => {
    expect(formatPostDate('2024-03-05T12:00:00Z', 'pt')).toBe('5 de março de 2024');
    expect(formatPostDate('2025-02-23T23:30:00Z', 'en')).toBe('February 23, 2025');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatPostDate('not a date', 'en')).toBe('');
  });
});

describe('formatAgendaDate', () => {
  it('formats a calendar day in the page language', () => {
    expect(formatAgendaDate('2026-06-10', 'pt')).toBe('10 de junho de 2026');
    expect(formatAgendaDate('2026-06-10', 'en')).toBe('June 10, 2026');
    expect(formatAgendaDate('2026-01-01', 'pt')).toBe('1 de janeiro de 2026');
  });

  it('keeps a bare year, free text and impossible days as given', () => {
    expect(formatAgendaDate('2019', 'pt')).toBe('2019');
    expect(formatAgendaDate('Em breve', 'pt')).toBe('Em breve');
    expect(formatAgendaDate('2026-02-31', 'en')).toBe('2026-02-31');
  });
});
