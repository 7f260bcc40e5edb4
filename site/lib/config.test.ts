import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './config';

describe('site config', () => {
  it('defaults every variable to the local stack', () => {
    const config = parseSiteConfig({});
    expect(config).toMatchObject({
      gatewayUrl: 'http://localhost:4000/graphql',
      revalidateSeconds: 60,
      siteSecret: null,
      trustProxy: false,
      trustForwardedHost: false,
      production: false,
      otelServiceName: 'site',
    });
  });

  it('reads the given values, empty strings as unset', () => {
    const config = parseSiteConfig({
      GATEWAY_URL: 'http://gateway:4000/graphql',
      SITE_REVALIDATE_SECONDS: '30',
      SITE_GATEWAY_SECRET: '',
      TRUST_PROXY: '1',
      TRUST_FORWARDED_HOST: 'true',
      NODE_ENV: 'production',
      BRAND_DOMAINS_MUSIC: 'music.example',
    });
    expect(config.gatewayUrl).toBe('http://gateway:4000/graphql');
    expect(config.revalidateSeconds).toBe(30);
    expect(config.siteSecret).toBeNull();
    expect(config.trustProxy && config.trustForwardedHost).toBe(true);
    expect(config.production).toBe(true);
    expect(config.env.BRAND_DOMAINS_MUSIC).toBe('music.example');
    expect(parseSiteConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('stops on a wrong value, naming the variable', () => {
    expect(() => parseSiteConfig({ TRUST_PROXY: 'lots' })).toThrow(/TRUST_PROXY/);
    // A hop count is refused, as by the gateway: the address read is always the last entry.
    expect(() => parseSiteConfig({ TRUST_PROXY: '2' })).toThrow("TRUST_PROXY must be 1 (on) or 0 (off), got '2'");
    expect(() => parseSiteConfig({ TRUST_FORWARDED_HOST: 'yes' })).toThrow(/TRUST_FORWARDED_HOST/);
    expect(() => parseSiteConfig({ GATEWAY_URL: 'not a url' })).toThrow(/GATEWAY_URL/);
    expect(() => parseSiteConfig({ SITE_REVALIDATE_SECONDS: '-1' })).toThrow(/SITE_REVALIDATE_SECONDS/);
  });
});
