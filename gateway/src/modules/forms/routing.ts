import type { BrandKey } from '../../generated/resolvers-types';
import { contactFormBackend, formsBackend, type PanelBackend } from '../../upstream/backends';
import { brandKeyOf } from '../shared/enums';

export type FormKind = 'scouting' | 'favorites' | 'contact';

/** The panel a form goes to; the rules themselves live in upstream/backends.ts (spec §7). */
export function formBackend(kind: FormKind, brand: BrandKey): PanelBackend {
  return kind === 'contact' ? contactFormBackend() : formsBackend(brandKeyOf(brand));
}

const FORM_PATHS: Record<FormKind, string> = {
  scouting: 'get-scouted',
  favorites: 'favorites',
  contact: 'contact',
};

/** REST path of a form; the data-call language is fixed to 'pt' (spec §9). */
export function formPath(kind: FormKind): string {
  return `/api/${FORM_PATHS[kind]}/pt`;
}
