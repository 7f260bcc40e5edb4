/**
 * The birthdate is typed as dd/MM/yyyy (pt-BR, as the form shows it) and sent as yyyy-MM-dd (the
 * shared schema's format). Anything incomplete is passed through unchanged so the shared rule
 * reports it (VALIDATION.date) instead of this file inventing a rule of its own.
 */
export function displayToIsoDate(display: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(display.trim());
  if (!m) return display.trim();
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** yyyy-MM-dd back to dd/MM/yyyy (restoring a saved draft); other text is returned as is. */
export function isoToDisplayDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}
