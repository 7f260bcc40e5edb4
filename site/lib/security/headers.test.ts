import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './headers.mjs';

describe('security headers', () => {
  it('allows scripts only from the site itself and forbids framing', () => {
    const csp = contentSecurityPolicy(['http://localhost:4010'], false);
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/img-src [^;]*http:\/\/localhost:4010/);
  });

  it('names the media hosts it is given, and only them', () => {
    const csp = contentSecurityPolicy(['https://cdn.agency.example'], false);
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.agency\.example/);
    expect(csp).toMatch(/media-src [^;]*https:\/\/cdn\.agency\.example/);
    expect(csp).not.toContain('localhost');
  });

  it('sends the referrer policy and nosniff, and HSTS unless told not to', () => {
    const names = securityHeaders({ mediaSources: [] }).map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Referrer-Policy',
        'X-Content-Type-Options',
        'Content-Security-Policy',
        'Strict-Transport-Security',
      ]),
    );
    expect(securityHeaders({ mediaSources: [], hsts: false }).map(([name]) => name)).not.toContain(
      'Strict-Transport-Security',
    );
    expect(securityHeaders({ mediaSources: [], dev: true }).map(([name]) => name)).not.toContain(
      'Strict-Transport-Security',
    );
  });
});
