import { PANELS, type PanelName } from '@agency/schema/brands';

/**
 * The six REST back-ends: the manager service and one panel per brand. Which panel answers which
 * call for a brand is written in the brand table (`backends`, AGENDA_POST_PANELS,
 * CONTACT_FORM_PANEL in @agency/schema/brands); resolvers read it there, never decide it here.
 */
export const BACKENDS = ['manager', ...PANELS] as const;
export type Backend = (typeof BACKENDS)[number];
export type PanelBackend = PanelName;
