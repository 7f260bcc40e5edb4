import { PANELS, type PanelName } from '@agency/schema/brands';
import type { FormKind } from './routing';

/** The forms whose field names a deployment may rename, as FORM_FIELD_NAMES spells them. */
export const FORM_KINDS: readonly FormKind[] = ['scouting', 'favorites', 'contact'];

/** Per panel and form: our field name -> the name that panel reads instead. */
export type FormFieldNames = Partial<Record<PanelName, Partial<Record<FormKind, Record<string, string>>>>>;

/** A multipart field name as Laravel panels take them (letters, digits, _ - . [ ]), bounded. */
const FIELD_NAME = /^[A-Za-z_][\w.[\]-]{0,63}$/;
const RULE = /^([a-z]+)\.([a-z]+)\.([^=]+)=(.+)$/;

/**
 * Parses FORM_FIELD_NAMES: comma-separated `<panel>.<form>.<our name>=<panel's name>`, e.g.
 * `main.contact.email=Email` for a panel whose contact form names its e-mail field `Email`. The
 * family's panels name fields per panel; this is how a deployment follows them without code. Throws
 * on anything it cannot read, so a typo stops the gateway at start instead of dead-lettering forms.
 */
export function parseFormFieldNames(value: string | undefined): FormFieldNames {
  const names: FormFieldNames = {};
  for (const raw of (value ?? '').split(',')) {
    const rule = raw.trim();
    if (rule === '') continue;
    const match = RULE.exec(rule);
    const [, panel, form, ours, theirs] = match ?? [];
    if (!match || !panel || !form || !ours || !theirs) {
      throw new Error(`FORM_FIELD_NAMES: '${rule}' is not <panel>.<form>.<our name>=<panel's name>`);
    }
    if (!(PANELS as readonly string[]).includes(panel)) {
      throw new Error(`FORM_FIELD_NAMES: unknown panel '${panel}' (one of ${PANELS.join(', ')})`);
    }
    if (!(FORM_KINDS as readonly string[]).includes(form)) {
      throw new Error(`FORM_FIELD_NAMES: unknown form '${form}' (one of ${FORM_KINDS.join(', ')})`);
    }
    for (const name of [ours, theirs]) {
      if (!FIELD_NAME.test(name)) throw new Error(`FORM_FIELD_NAMES: '${name}' is not a form field name`);
    }
    const forPanel = (names[panel as PanelName] ??= {});
    const forForm = (forPanel[form as FormKind] ??= {});
    if (forForm[ours] !== undefined) throw new Error(`FORM_FIELD_NAMES: '${panel}.${form}.${ours}' is named twice`);
    forForm[ours] = theirs;
  }
  return names;
}

/** The name a panel reads for one of our fields of a form (our own name unless renamed). */
export function panelFieldName(names: FormFieldNames, panel: string, form: string, field: string): string {
  return names[panel as PanelName]?.[form as FormKind]?.[field] ?? field;
}
