import type { BrandKey } from '../../generated/resolvers-types';
import { CONTACT_FORM_PANEL, type PanelName } from '@agency/schema/brands';
import { brandOf } from '../shared/enums';

export type FormKind = 'scouting' | 'favorites' | 'contact';

/** The panel a form goes to, as the brand table says: contact to one panel for all, the others by brand. */
export function formBackend(kind: FormKind, brand: BrandKey): PanelName {
  return kind === 'contact' ? CONTACT_FORM_PANEL : brandOf(brand).backends.forms;
}

const FORM_PATHS: Record<FormKind, string> = {
  scouting: 'get-scouted',
  favorites: 'favorites',
  contact: 'contact',
};

/** REST path of a form; forms are always sent under the 'pt' language segment, whatever the page's language. */
export function formPath(kind: FormKind): string {
  return `/api/${FORM_PATHS[kind]}/pt`;
}
