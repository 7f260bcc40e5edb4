import { LIMITS, type ScoutingApplication } from '@agency/schema/validation';
import { panelFieldName, type FormFieldNames } from '../modules/forms/field-names';
import { contactFormFields, quoteFormFields, scoutingFormFields, type FormFields } from '../modules/forms/mappers';
import type { FormKind } from '../modules/forms/routing';

/** The names a form's deliveries carry: always (a required input), or only when the visitor fills them. */
export interface SentFields {
  always: string[];
  whenFilled: string[];
}

const scouting = (optional: boolean): ScoutingApplication => ({
  name: 'Ana',
  gender: 'female',
  country: { id: '1', label: 'Brasil' },
  city: { id: '1', label: 'São Paulo' },
  phone: '+55 (11) 91234-5678',
  birthdate: '2000-01-01',
  email: 'ana@example.com',
  experience: optional ? 'Teatro' : '',
  actingLink: 'https://example.com/reel',
  digitalCastLink: optional ? 'https://example.com/cast' : '',
  instagram: optional ? '@ana' : '',
  drt: optional,
  drtCategory: optional ? { id: '2', label: 'Atriz' } : null,
  drtNumber: optional ? '123/SP' : '',
  website: '',
});

const person = { name: 'Ana', email: 'ana@example.com', phone: '+55 (11) 91234-5678', message: 'Olá', website: '' };

/**
 * Our mappers run on two applications, one with only what is required and one with everything: the
 * fields each form sends are read off their output, so this never drifts from what a delivery
 * carries. Photos travel as files image_1..image_N.
 */
function mapped(kind: FormKind, optional: boolean): FormFields {
  switch (kind) {
    case 'scouting': {
      const photos = Array.from({ length: LIMITS.photosRequired }, (_, i) => [`image_${i + 1}`, 'photo']);
      return { ...scoutingFormFields(scouting(optional)), ...Object.fromEntries(photos) };
    }
    case 'favorites':
      return quoteFormFields({ ...person, talents: [{ id: '1', name: 'Ana' }] }, [{ id: '1', name: 'Ana' }]);
    case 'contact':
      return contactFormFields(person);
  }
}

/** The field names a form's deliveries to `panel` carry, under the names FORM_FIELD_NAMES gives that panel. */
export function sentFormFields(kind: FormKind, panel: string, names: FormFieldNames): SentFields {
  const filled = (fields: FormFields) => Object.keys(fields).filter((field) => fields[field] !== '');
  const always = filled(mapped(kind, false));
  const whenFilled = filled(mapped(kind, true)).filter((field) => !always.includes(field));
  const rename = (field: string) => panelFieldName(names, panel, kind, field);
  return { always: always.map(rename), whenFilled: whenFilled.map(rename) };
}

/** Folds a name for a likely match: `Email`, `e-mail` and `e_mail` all look like `email`. */
const fold = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface FormComparison {
  /** Required by the panel, never sent: every delivery would be a dead letter. */
  neverSent: string[];
  /** Required by the panel, sent only when the visitor fills an optional input: those deliveries would be dead letters. */
  sometimesEmpty: string[];
  /** For a field never sent, our field it probably is (same name but for case and punctuation). */
  suggestions: { ours: string; theirs: string }[];
}

/** The panel's required fields (from its 422) against the fields we send. */
export function compareFormFields(required: readonly string[], sent: SentFields): FormComparison {
  const neverSent = required.filter((field) => !sent.always.includes(field) && !sent.whenFilled.includes(field));
  const sometimesEmpty = required.filter((field) => sent.whenFilled.includes(field));
  const ours = [...sent.always, ...sent.whenFilled].filter((field) => !required.includes(field));
  const suggestions = neverSent.flatMap((theirs) => {
    const match = ours.find((field) => fold(field) === fold(theirs));
    return match ? [{ ours: match, theirs }] : [];
  });
  return { neverSent, sometimesEmpty, suggestions };
}
