import { VALIDATION, type FieldError, type ScoutingApplication } from '@agency/schema/validation';
import type { Option } from '../../generated/resolvers-types';
import type { ScoutingOptionTables } from './options';

export type Labelled = { ok: true; value: ScoutingApplication } | { ok: false; fields: FieldError[] };

/** The chosen option with its table's label, or null when the table has no such id. */
function fromTable(table: readonly Option[], id: string): { id: string; label: string } | null {
  const row = table.find((option) => option.id === id);
  return row ? { id: row.id, label: row.value } : null;
}

/**
 * An application's choices (country, city of that country, DRT category) checked against the
 * option tables, each label replaced by the table's: the label a client sends is never what the
 * agency receives, and an id the table lacks is a field error (validation.option).
 */
export async function withTableLabels(app: ScoutingApplication, tables: ScoutingOptionTables): Promise<Labelled> {
  const fields: FieldError[] = [];
  const country = fromTable(await tables.countries(), app.country.id);
  if (!country) fields.push({ path: 'country', message: VALIDATION.option });
  const city = country ? fromTable(await tables.cities(country.id), app.city.id) : null;
  if (country && !city) fields.push({ path: 'city', message: VALIDATION.option });
  let drtCategory = app.drtCategory;
  if (app.drt && app.drtCategory) {
    drtCategory = fromTable(await tables.licenses(), app.drtCategory.id);
    if (!drtCategory) fields.push({ path: 'drtCategory', message: VALIDATION.option });
  }
  if (fields.length > 0 || !country || !city) return { ok: false, fields };
  return { ok: true, value: { ...app, country, city, drtCategory } };
}
