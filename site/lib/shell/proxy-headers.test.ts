import { describe, expect, it } from 'vitest';
import { clientIp, gatewayRequestHeaders, lastForwardedHop } from './proxy-headers';

describe('clientIp', () => {
  it("reads only the address the site's server set, never the visitor's x-forwarded-for", () => {
    expect(clientIp(new Headers({ 'x-agency-client-ip': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6' }))).toBeNull();
    expect(clientIp(new Headers())).toBeNull();
  });
  it('takes the last forwarded hop, the one the trusted proxy appended', () => {
    expect(lastForwardedHop('6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(lastForwardedHop(undefined)).toBeNull();
  });
});

describe('gatewayRequestHeaders', () => {
  it('keeps a multipart content type with its boundary and the client header', () => {
    const out = gatewayRequestHeaders(
      new Headers({
        'content-type': 'multipart/form-data; boundary=abc',
        'x-agency-client': 'site',
        cookie: 'secret=1',
        'x-forwarded-for': '6.6.6.6',
        'x-agency-client-ip': '203.0.113.7',
      }),
      () => 'generated',
    );
    expect(out.get('content-type')).toBe('multipart/form-data; boundary=abc');
    expect(out.get('x-agency-client')).toBe('site');
    expect(out.get('x-agency-client-ip')).toBe('203.0.113.7');
    expect(out.get('x-forwarded-for')).toBeNull();
    expect(out.get('cookie')).toBeNull();
  });
  it('reuses a sane request id and replaces a bad one', () => {
    expect(gatewayRequestHeaders(new Headers({ 'x-request-id': 'abc-123' }), () => 'new').get('x-request-id')).toBe(
      'abc-123',
    );
    expect(gatewayRequestHeaders(new Headers({ 'x-request-id': 'a b\n' }), () => 'new').get('x-request-id')).toBe(
      'new',
    );
    // No content type is made up: a body without one is refused before it gets here.
    expect(gatewayRequestHeaders(new Headers(), () => 'new').get('content-type')).toBeNull();
  });
  it('carries the site secret only when one is configured', () => {
    expect(
      gatewayRequestHeaders(new Headers(), () => 'id', { SITE_GATEWAY_SECRET: 's3' }).get('x-agency-site-secret'),
    ).toBe('s3');
    expect(gatewayRequestHeaders(new Headers(), () => 'id', {}).get('x-agency-site-secret')).toBeNull();
  });
});
