import { randomBytes } from 'node:crypto';
import type { Backend } from '../backends';

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/**
 * Bearer tokens, each bound to the back-end that issued it and to an expiry.
 * Kept in memory on purpose: a restarted sandbox forgets them, like a real
 * back-end rotating keys, so clients must handle 401 by logging in again.
 */
export class TokenIssuer {
  private readonly tokens = new Map<string, { backend: Backend; expiresAt: number }>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  issue(backend: Backend): IssuedToken {
    this.sweep();
    const token = `${backend}.${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { backend, expiresAt: this.now() + this.ttlSeconds * 1000 });
    return { access_token: token, token_type: 'Bearer', expires_in: this.ttlSeconds };
  }

  /** True when the Authorization header carries an unexpired token of this back-end. */
  verify(backend: Backend, authorization: string | undefined): boolean {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return false;
    const entry = this.tokens.get(match[1]!);
    return !!entry && entry.backend === backend && entry.expiresAt > this.now();
  }

  private sweep(): void {
    const now = this.now();
    for (const [token, entry] of this.tokens) if (entry.expiresAt <= now) this.tokens.delete(token);
  }
}
