/** Types of redirect-query.mjs (plain JavaScript: the site's server loads it outside Next's bundles). */
export function locationWithQuery(location: string, requestUrl: string): string;
export const CROSS_SITE_LOCATION_HEADER: string;
