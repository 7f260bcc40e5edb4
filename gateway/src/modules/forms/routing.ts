import type { BrandKey } from '../../generated/resolvers-types';
import { backendForCall, type CallRoutes } from '@agency/schema/upstream-calls';
import { brandByKey } from '@agency/schema/brands';
import { deliveryPath } from '../../upstream/call';

export type FormKind = 'scouting' | 'favorites' | 'contact';

const FORM_CALLS = { scouting: 'forms.scouting', favorites: 'forms.favorites', contact: 'forms.contact' } as const;

/** The panel a form goes to, as the call table says: contact to one panel for all, the others by brand. */
export function formBackend(kind: FormKind, brand: BrandKey, routes: CallRoutes = {}) {
  return backendForCall(FORM_CALLS[kind], brandByKey(brand).key, { routes });
}

/** REST path of a form (the contract's); forms are always sent under the 'pt' language segment, whatever the page's language. */
export function formPath(kind: FormKind): string {
  return deliveryPath(FORM_CALLS[kind], 'pt');
}
