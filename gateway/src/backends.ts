import { PANELS, type PanelName } from '@agency/schema/brands';

/**
 * The six REST back-ends: the manager service and one panel per brand. Which panel answers which
 * call for a brand is written in the tables (the brand table's `backends` and CONTACT_FORM_PANEL,
 * the post-kind table's `panel`, the call table that reads both); resolvers read it there, never
 * decide it here.
 */
export const BACKENDS = ['manager', ...PANELS] as const;
export type Backend = (typeof BACKENDS)[number];
export type PanelBackend = PanelName;
