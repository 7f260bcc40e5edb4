/** Types of script-hashes.mjs (plain JavaScript: the site's server loads it outside Next's bundles). */
export function isNextBootstrap(code: string): boolean;
export function bootstrapScriptHashes(html: string): string[];
export function policyWithScriptHashes(policy: string, hashes: string[]): string;
