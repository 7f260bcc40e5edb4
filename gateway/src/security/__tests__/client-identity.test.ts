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
  it('believes no forwarded header unless TRUST_PROXY names hops', () => {
    const forged = headers({ 'x-forwarded-for': '203.0.113.9', 'x-agency-client-ip': '198.51.100.1' });
    expect(identifyClient(forged, '10.0.0.1', noProxy)).toEqual({ kind: 'visitor', ip: '10.0.0.1', viaSite: false });
  });

  it('takes the hop our own proxy appended, never the entries the caller wrote before it', () => {
    const chain = headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' });
    expect(identifyClient(chain, '10.0.0.1', { ...noProxy, trustProxyHops: 1 })).toMatchObject({ ip: '203.0.113.9' });
    expect(identifyClient(chain, '10.0.0.1', { ...noProxy, trustProxyHops: 2 })).toMatchObject({ ip: '6.6.6.6' });
    // Fewer entries than trusted hops: the socket decides.
    expect(identifyClient(chain, '10.0.0.1', { ...noProxy, trustProxyHops: 3 })).toMatchObject({ ip: '10.0.0.1' });
    expect(forwardedAddress('not-an-ip', 1)).toBeNull();
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

  it('reads TRUST_PROXY as a hop count and refuses nonsense', () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy('false')).toBe(0);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY/);
  });
});
