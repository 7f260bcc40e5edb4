import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './headers';

describe('security headers', () => {
  it('allows scripts only from the site itself and forbids framing', () => {
    const csp = contentSecurityPolicy(['http://localhost:4010'], false);
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/img-src [^;]*http:\/\/localhost:4010/);
  });

  it('sends the referrer policy and nosniff', () => {
    const keys = securityHeaders([]).map((h) => h.key);
    expect(keys).toEqual(
      expect.arrayContaining(['Referrer-Policy', 'X-Content-Type-Options', 'Content-Security-Policy']),
    );
  });
});
