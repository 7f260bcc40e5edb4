// The visitor token: a first-party cookie the site's server gives a visitor on a page it answers,
// signed so it cannot be forged, which lets the render budget count visitors rather than addresses
// (many people share one address behind a carrier's NAT or an office). For scripts/serve-brands.mjs
// (plain JavaScript: the site's server loads it outside Next's bundles).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const VISITOR_COOKIE = 'agency_visitor';
/** A token is believed this long after it was given (the cookie lives as long). */
export const VISITOR_TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A token dated later than now by more than this (another replica's clock) is not believed. */
const CLOCK_SKEW_SECONDS = 300;

/**
 * Mints and verifies tokens `<id>.<issued, base 36 seconds>.<HMAC>` under a key derived from
 * `secret` (every replica derives the same one from the same secret, and no other use of that
 * secret can be mistaken for a token).
 */
export function createVisitorTokens(secret, { now = Date.now } = {}) {
  if (!secret) throw new Error('the visitor token needs a secret');
  const key = createHmac('sha256', secret).update('agency visitor token v1').digest();
  const sign = (body) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    /** A new token for a new visitor. */
    mint() {
      const body = `${randomBytes(12).toString('base64url')}.${Math.floor(now() / 1000).toString(36)}`;
      return `${body}.${sign(body)}`;
    },
    /** The visitor id of a well-signed token still in its lifetime, else null. */
    verify(token) {
      if (typeof token !== 'string' || token.length > 200) return null;
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [id, issued, signature] = parts;
      const expected = Buffer.from(sign(`${id}.${issued}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const age = Math.floor(now() / 1000) - parseInt(issued, 36);
      if (!Number.isFinite(age) || age > VISITOR_TOKEN_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return null;
      return id;
    },
  };
}

/** The visitor token in a Cookie header, or null. */
export function visitorTokenOf(cookieHeader) {
  for (const part of String(cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === VISITOR_COOKIE) return part.slice(at + 1).trim();
  }
  return null;
}

/** The Set-Cookie value that gives `token`: first-party, unreadable by scripts, Secure behind TLS. */
export function visitorCookie(token, secure) {
  return `${VISITOR_COOKIE}=${token}; Path=/; Max-Age=${VISITOR_TOKEN_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
