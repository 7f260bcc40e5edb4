import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ScoutingApplicationInput } from '@agency/schema/validation';
import { LIMITS, photoProblem, VALIDATION } from '@agency/schema/validation/rules';
import { displayToIsoDate } from './birthdate';
import { loadFormRules } from './load-form-rules';
import type { PhotoItem } from './photo-file';

export interface ChosenOption {
  id: string;
  label: string;
}

export const PHOTO_FIELDS = ['image_1', 'image_2', 'image_3', 'image_4'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];

/**
 * What the form holds while the visitor fills it: the application's own field names (so the
 * gateway's field errors land on the right inputs), with the birthdate as typed (dd/MM/yyyy),
 * DRT as the radio's 'yes'/'no' and the photos as image_1..image_4 as the back-ends name them.
 */
export interface ScoutingFormValues {
  name: string;
  gender: string;
  country: ChosenOption | null;
  city: ChosenOption | null;
  phone: string;
  birthdate: string;
  email: string;
  experience: string;
  actingLink: string;
  digitalCastLink: string;
  instagram: string;
  drt: '' | 'yes' | 'no';
  drtCategory: ChosenOption | null;
  drtNumber: string;
  website: string;
  image_1: PhotoItem | null;
  image_2: PhotoItem | null;
  image_3: PhotoItem | null;
  image_4: PhotoItem | null;
}

export const EMPTY_SCOUTING_FORM: ScoutingFormValues = {
  name: '',
  gender: '',
  country: null,
  city: null,
  phone: '',
  birthdate: '',
  email: '',
  experience: '',
  actingLink: '',
  digitalCastLink: '',
  instagram: '',
  drt: '',
  drtCategory: null,
  drtNumber: '',
  website: '',
  image_1: null,
  image_2: null,
  image_3: null,
  image_4: null,
};

/** The fields each step checks before Next (step 2 is optional but still bounded by its limit). */
export const STEP_FIELDS = {
  1: ['name', 'gender', 'country', 'city', 'phone', 'birthdate', 'email'],
  2: ['experience'],
  3: ['actingLink', 'digitalCastLink', 'instagram', 'drt', 'drtCategory', 'drtNumber'],
  4: [...PHOTO_FIELDS],
} as const satisfies Record<number, readonly (keyof ScoutingFormValues)[]>;

export type ScoutingStep = keyof typeof STEP_FIELDS;

/** The step that holds a field, to send the visitor back to the first invalid one. */
export function stepOfField(field: string): ScoutingStep | undefined {
  const steps = Object.keys(STEP_FIELDS).map(Number) as ScoutingStep[];
  return steps.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(field));
}

/** The mutation's input (without photos) from the form's values. */
export function toApplicationInput(values: ScoutingFormValues): ScoutingApplicationInput {
  // The DRT question only asks for category and number on a yes: left unanswered, it is a no.
  const drt = values.drt === 'yes';
  return {
    name: values.name,
    gender: values.gender as ScoutingApplicationInput['gender'],
    country: values.country ?? (undefined as unknown as ChosenOption),
    city: values.city ?? (undefined as unknown as ChosenOption),
    phone: values.phone,
    birthdate: displayToIsoDate(values.birthdate),
    email: values.email,
    experience: values.experience,
    actingLink: values.actingLink,
    digitalCastLink: values.digitalCastLink,
    instagram: values.instagram,
    drt,
    drtCategory: drt ? values.drtCategory : null,
    drtNumber: drt ? values.drtNumber : '',
    website: values.website,
  };
}

/** Message key for one photo slot: empty is required; otherwise the shared photo rules. */
export function photoSlotProblem(photo: PhotoItem | null): string | null {
  if (!photo) return VALIDATION.required;
  return photoProblem({ name: photo.file.name, size: photo.file.size, head: photo.head });
}

/**
 * Validates the whole form with the shared rules (the gateway runs the same ones). RHF's trigger()
 * picks the errors of the fields it asked for, so one resolver serves every step.
 */
export const scoutingResolver: Resolver<ScoutingFormValues> = async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  const { scoutingApplicationErrors } = await loadFormRules();
  for (const field of scoutingApplicationErrors(toApplicationInput(values))) {
    errors[field.path] = { type: 'rule', message: field.message };
  }
  for (const name of PHOTO_FIELDS) {
    const problem = photoSlotProblem(values[name]);
    if (problem) errors[name] = { type: 'rule', message: problem };
  }
  return Object.keys(errors).length
    ? { values: {}, errors: errors as FieldErrors<ScoutingFormValues> }
    : { values, errors: {} };
};

/** Stated on the form: the per-photo limit in whole megabytes. */
export const PHOTO_MAX_MB = Math.round(LIMITS.photoMaxBytes / (1024 * 1024));
