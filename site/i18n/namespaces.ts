/**
 * Message catalogues are split by feature (messages/<locale>/<namespace>.json)
 * so each feature owns its strings. Every namespace is loaded for every page.
 */
export const NAMESPACES = ['common', 'talents', 'content', 'forms', 'seletiva'] as const;
export type Namespace = (typeof NAMESPACES)[number];
