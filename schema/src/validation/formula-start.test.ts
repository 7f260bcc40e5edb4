import { describe, expect, it } from 'vitest';
import { email, freeText, personName } from './fields';
import { VALIDATION } from './messages';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('the formula-start rule', () => {
  it('refuses an e-mail address a spreadsheet would read as a formula', () => {
    for (const value of ['+cmd@example.com', '-2+3@example.com', '=1@example.com', '＋cmd@example.com'])
      expect(messageOf(email.safeParse(value)), value).toBe(VALIDATION.formulaStart);
    expect(email.safeParse('ana+agency@example.com').success).toBe(true);
  });

  it('folds fullwidth and small look-alikes before the check, in every field it guards', () => {
    for (const start of ['＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫']) {
      const value = `${start}HYPERLINK("http://evil.example")`;
      expect(messageOf(freeText(200).safeParse(value)), value).toBe(VALIDATION.formulaStart);
      expect(messageOf(personName.safeParse(`${start}Ana`)), `${start}Ana`).toBe(VALIDATION.formulaStart);
    }
    // The same characters inside a text are only text.
    expect(freeText(200).safeParse('Ana ＝ Bia').success).toBe(true);
  });
});
