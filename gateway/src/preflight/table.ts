import type { PreflightRow } from './run';

const COLUMNS = [
  ['back-end', 'backend'],
  ['call', 'call'],
  ['status', 'status'],
  ['shape', 'shape'],
  ['form fields (we send vs the panel requires)', 'form'],
  ['what a visitor would lose', 'loss'],
] as const;

/** Cells past this are cut (with …): the whole text is in the details under the table. */
const CELL_MAX = 80;

function cell(text: string): string {
  return text.length > CELL_MAX ? `${text.slice(0, CELL_MAX - 1)}…` : text;
}

/** The preflight's one table, then each row's details, then the verdict. Plain text, one row per line. */
export function formatPreflight(rows: readonly PreflightRow[], exitCode: number): string {
  const body = rows.map((row) => [row.breaks ? '✗' : ' ', ...COLUMNS.map(([, key]) => cell(row[key] || '-'))]);
  const head = [' ', ...COLUMNS.map(([title]) => title)];
  const widths = head.map((title, i) => Math.max(title.length, ...body.map((line) => line[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((text, i) => text.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const out = [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)];
  const detailed = rows.filter((row) => row.details.length > 0);
  if (detailed.length > 0) {
    out.push('', 'details:');
    for (const row of detailed) {
      out.push(`  ${row.backend} ${row.call}:`, ...row.details.map((detail) => `    ${detail}`));
    }
  }
  out.push(
    '',
    'Idempotency-Key: every delivery carries one. A panel that ignores it still gets every submission, but one',
    'retried after a lost answer may be stored twice (at least once instead of exactly once); each form above says',
    'whether its panel was seen reading the key (a malformed one refused with 400), which is all an empty post can tell.',
    '',
    exitCode === 0
      ? 'preflight passed: every page and form can be served by these back-ends.'
      : `preflight FAILED: ${rows.filter((row) => row.breaks).length} row(s) marked ✗ break a page or a form.`,
  );
  return out.join('\n');
}
