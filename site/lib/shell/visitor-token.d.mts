/** Types of visitor-token.mjs (plain JavaScript: the site's server loads it outside Next's bundles). */
export const VISITOR_COOKIE: string;
export const VISITOR_TOKEN_MAX_AGE_SECONDS: number;
export interface VisitorTokens {
  mint(): string;
  verify(token: string | null | undefined): string | null;
}
export function createVisitorTokens(secret: string, options?: { now?: () => number }): VisitorTokens;
export function visitorTokenOf(cookieHeader: string | string[] | undefined): string | null;
export function visitorCookie(token: string, secure: boolean): string;
