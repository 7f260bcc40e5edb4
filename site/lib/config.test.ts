import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './config';

describe('site config', () => {
  it('defaults every variable to the local stack', () => {
    const config = parseSiteConfig({});
    expect(config).toMatchObject({
      gatewayUrl: 'http://localhost:4000/graphql',
      revalidateSeconds: 60,
      siteSecret: null,
      trustProxyHops: 0,
      production: false,
      disableHsts: false,
      otelServiceName: 'site',
    });
  });

  it('reads the given values, empty strings as unset', () => {
    const config = parseSiteConfig({
      GATEWAY_URL: 'http://gateway:4000/graphql',
      SITE_REVALIDATE_SECONDS: '30',
      SITE_GATEWAY_SECRET: '',
      TRUST_PROXY: '2',
      NODE_ENV: 'production',
      DISABLE_HSTS: '1',
      BRAND_DOMAINS_MUSIC: 'music.example',
    });
    expect(config.gatewayUrl).toBe('http://gateway:4000/graphql');
    expect(config.revalidateSeconds).toBe(30);
    expect(config.siteSecret).toBeNull();
    expect(config.trustProxyHops).toBe(2);
    expect(config.production && config.disableHsts).toBe(true);
    expect(config.env.BRAND_DOMAINS_MUSIC).toBe('music.example');
    expect(parseSiteConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
  });

  it('stops on a wrong value, naming the variable', () => {
    expect(() => parseSiteConfig({ TRUST_PROXY: 'lots' })).toThrow(/TRUST_PROXY/);
    expect(() => parseSiteConfig({ GATEWAY_URL: 'not a url' })).toThrow(/GATEWAY_URL/);
    expect(() => parseSiteConfig({ SITE_REVALIDATE_SECONDS: '-1' })).toThrow(/SITE_REVALIDATE_SECONDS/);
    expect(() => parseSiteConfig({ DISABLE_HSTS: 'yes' })).toThrow(/DISABLE_HSTS/);
  });
});
