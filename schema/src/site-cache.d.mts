/** Types of site-cache.mjs (plain JavaScript: the site's cache handler loads it outside Next's bundles). */
export const SITE_REVALIDATE_CHANNEL: string;
export const ALL_CONTENT_TAG: string;
export const SHARED_CONTENT_TAG: string;
export function brandContentTag(brandKey: string): string;
export function readTags(brandKey: string | null): string[];
export function revalidationTags(match: { brand?: string; type?: string }): string[];
export function encodeRevalidation(tags: readonly string[]): string;
export function parseRevalidation(raw: string): string[] | null;
