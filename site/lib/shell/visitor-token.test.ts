import { describe, expect, it } from 'vitest';
import {
  createVisitorTokens,
  VISITOR_COOKIE,
  VISITOR_TOKEN_MAX_AGE_SECONDS,
  visitorCookie,
  visitorTokenOf,
} from './visitor-token.mjs';

describe('the visitor token', () => {
  it('is believed as it was given, by every replica with the same secret, for its lifetime', () => {
    let clock = 1_800_000_000_000;
    const tokens = createVisitorTokens('secret', { now: () => clock });
    const token = tokens.mint();
    const id = tokens.verify(token);
    expect(id).toMatch(/^[\w-]{16}$/);
    expect(createVisitorTokens('secret', { now: () => clock }).verify(token)).toBe(id);
    expect(tokens.mint()).not.toBe(token);
    clock += VISITOR_TOKEN_MAX_AGE_SECONDS * 1000 + 1000;
    expect(tokens.verify(token)).toBeNull();
  });

  it('is never believed forged, altered, from another secret or malformed', () => {
    const tokens = createVisitorTokens('secret');
    const token = tokens.mint();
    const [id, issued, signature] = token.split('.') as [string, string, string];
    for (const forged of [
      `${id}x.${issued}.${signature}`,
      `${id}.${(parseInt(issued, 36) + 1).toString(36)}.${signature}`,
      `${id}.${issued}.${signature.slice(0, -2)}AA`,
      `${id}.${issued}`,
      createVisitorTokens('another secret').mint(),
      '',
      'x'.repeat(500),
      null,
    ])
      expect(tokens.verify(forged), String(forged)).toBeNull();
  });

  it('travels in a first-party cookie that scripts cannot read', () => {
    expect(visitorTokenOf(`a=1; ${VISITOR_COOKIE}=abc.def.ghi; b=2`)).toBe('abc.def.ghi');
    expect(visitorTokenOf('a=1')).toBeNull();
    expect(visitorTokenOf(undefined)).toBeNull();
    expect(visitorCookie('t', true)).toBe(
      `${VISITOR_COOKIE}=t; Path=/; Max-Age=${VISITOR_TOKEN_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(visitorCookie('t', false)).not.toContain('Secure');
  });
});
