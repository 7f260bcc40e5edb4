/** Types of secret-headers.mjs. */
export const SECRET_HEADERS: readonly string[];
export function secretHeaderRedactPaths(): string[];
