declare const __RELEASE_ID__: string | undefined;

/**
 * The release this gateway was built as (scripts/release.mjs writes it into the bundle), or `dev`
 * when it runs from the sources. Shared state that holds this version's shapes (the content store's
 * mapped models in Redis) is kept under it: two versions side by side during a rolling update never
 * read each other's entries.
 */
export const RELEASE_ID: string = typeof __RELEASE_ID__ === 'string' ? __RELEASE_ID__ : 'dev';
