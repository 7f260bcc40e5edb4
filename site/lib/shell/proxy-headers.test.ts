import { describe, expect, it } from 'vitest';
import { clientIp, gatewayRequestHeaders } from './proxy-headers';

describe('clientIp', () => {
  it('takes the first x-forwarded-for entry', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7');
  });
  it('falls back to x-real-ip, then to null', () => {
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientIp(new Headers())).toBeNull();
  });
});

describe('gatewayRequestHeaders', () => {
  it('keeps a multipart content type with its boundary and the client header', () => {
    const out = gatewayRequestHeaders(
      new Headers({
        'content-type': 'multipart/form-data; boundary=abc',
        'x-agency-client': 'site',
        cookie: 'secret=1',
        'x-forwarded-for': '203.0.113.7',
      }),
      () => 'generated',
    );
    expect(out.get('content-type')).toBe('multipart/form-data; boundary=abc');
    expect(out.get('x-agency-client')).toBe('site');
    expect(out.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(out.get('cookie')).toBeNull();
  });
  it('reuses a sane request id and replaces a bad one', () => {
    expect(gatewayRequestHeaders(new Headers({ 'x-request-id': 'abc-123' }), () => 'new').get('x-request-id')).toBe(
      'abc-123',
    );
    expect(gatewayRequestHeaders(new Headers({ 'x-request-id': 'a b\n' }), () => 'new').get('x-request-id')).toBe(
      'new',
    );
    expect(gatewayRequestHeaders(new Headers(), () => 'new').get('content-type')).toBe('application/json');
  });
});
