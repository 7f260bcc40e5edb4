import { describe, expect, it } from 'vitest';
import {
  clientKeyOf,
  forwardedAddress,
  identifyClient,
  parseTrustProxy,
  siteSecretMatches,
  type ClientIdentityConfig,
} from '../client-identity';

const headers = (values: Record<string, string>) => new Headers(values);
const noProxy: ClientIdentityConfig = { trustProxyHops: 0, siteSecret: 'site-secret' };

describe('who is calling', () => {
  it('believes no forwarded header unless TRUST_PROXY is on', () => {
    const forged = headers({ 'x-forwarded-for': '203.0.113.9', 'x-agency-client-ip': '198.51.100.1' });
    expect(identifyClient(forged, '10.0.0.1', noProxy)).toEqual({ kind: 'visitor', ip: '10.0.0.1', viaSite: false });
  });

  it('takes the last entry, the one our proxy wrote, never the entries the caller wrote before it', () => {
    const chain = headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 203.0.113.9' });
    expect(identifyClient(chain, '10.0.0.1', { ...noProxy, trustProxyHops: 1 })).toMatchObject({ ip: '203.0.113.9' });
    // A last entry that is no address: the socket decides.
    expect(
      identifyClient(headers({ 'x-forwarded-for': '6.6.6.6, junk' }), '10.0.0.1', { ...noProxy, trustProxyHops: 1 }),
    ).toMatchObject({ ip: '10.0.0.1' });
    expect(forwardedAddress('not-an-ip', 1)).toBeNull();
    expect(forwardedAddress('203.0.113.9', 0)).toBeNull();
  });

  it("lets only the site's server (shared secret) name the visitor's address", () => {
    const vouched = headers({ 'x-agency-site-secret': 'site-secret', 'x-agency-client-ip': '198.51.100.1' });
    expect(identifyClient(vouched, '127.0.0.1', noProxy)).toEqual({
      kind: 'visitor',
      ip: '198.51.100.1',
      viaSite: true,
    });
    const wrongSecret = headers({ 'x-agency-site-secret': 'guess', 'x-agency-client-ip': '198.51.100.1' });
    expect(identifyClient(wrongSecret, '127.0.0.1', noProxy)).toMatchObject({ ip: '127.0.0.1', viaSite: false });
    const noSecretConfigured = { ...noProxy, siteSecret: null };
    expect(identifyClient(vouched, '127.0.0.1', noSecretConfigured)).toMatchObject({ ip: '127.0.0.1' });
  });

  it("counts the site's own rendering as the site, not as a visitor", () => {
    const rendering = identifyClient(headers({ 'x-agency-site-secret': 'site-secret' }), '127.0.0.1', noProxy);
    expect(rendering).toEqual({ kind: 'site' });
    expect(clientKeyOf(rendering)).toBe('site');
  });

  it('folds IPv4-mapped IPv6 socket addresses into IPv4', () => {
    expect(identifyClient(headers({}), '::ffff:192.0.2.4', noProxy)).toMatchObject({ ip: '192.0.2.4' });
  });

  it('compares secrets exactly', () => {
    expect(siteSecretMatches('abc', 'abc')).toBe(true);
    expect(siteSecretMatches('abc', 'abc ')).toBe(false);
    expect(siteSecretMatches(null, 'abc')).toBe(false);
    expect(siteSecretMatches('abc', null)).toBe(false);
  });

  it('reads TRUST_PROXY as on or off, and refuses a hop count or nonsense', () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy('false')).toBe(0);
    expect(parseTrustProxy('0')).toBe(0);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('1')).toBe(1);
    expect(() => parseTrustProxy('2')).toThrow(/TRUST_PROXY must be 1/);
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY/);
  });
});
