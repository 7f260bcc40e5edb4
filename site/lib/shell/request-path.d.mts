/** Types of request-path.mjs (plain JavaScript: the site's server loads it outside Next's bundles). */
export function wellFormedPath(requestUrl: string): boolean;
export const MALFORMED_PATH_MESSAGE: string;
