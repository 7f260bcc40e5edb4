// Tables of the bench's self-contained measurements (comp cards, abuse): each row is
// { figure, value, target, met } with met true, false or null (a reference without a target).

/** A value for the table: a row's own unit ('' for a count), else ms and bytes as measured, anything else as text. */
export function formatValue(row) {
  if (typeof row.value !== 'number') return String(row.value ?? 'n/a');
  if (row.unit !== undefined) return row.unit ? `${row.value} ${row.unit}` : String(row.value);
  if (/bytes/i.test(row.figure)) return `${(row.value / 1024).toFixed(1)} KB`;
  if (/MiB|RSS/i.test(row.figure)) return `${row.value.toFixed(1)} MiB`;
  return `${row.value.toFixed(row.value < 10 ? 2 : 0)} ms`;
}

/** One titled table; a section that failed shows its error instead of rows. */
export function renderRows(title, rows) {
  if (!Array.isArray(rows)) return `${title}\n  not measured: ${rows?.error ?? 'see failures'}`;
  const width = Math.max(40, ...rows.map((r) => r.figure.length));
  const lines = rows.map((r) => {
    const mark = r.met === true ? 'met' : r.met === false ? 'NOT met' : '';
    return `  ${r.figure.padEnd(width)} | ${formatValue(r).padEnd(14)} | ${String(r.target ?? '').padEnd(44)} | ${mark}`;
  });
  return [title, ...lines].join('\n');
}
