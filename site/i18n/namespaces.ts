/**
 * Message catalogues are split by feature (messages/<locale>/<namespace>.json)
 * so each feature owns its strings. The server loads every namespace for every page; the
 * browser gets only the groups its client components translate (client-messages.ts).
 */
export const NAMESPACES = ['common', 'talents', 'content', 'forms', 'seletiva'] as const;
export type Namespace = (typeof NAMESPACES)[number];
