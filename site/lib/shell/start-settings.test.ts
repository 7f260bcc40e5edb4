import { describe, expect, it } from 'vitest';
import { literalDefault, numberDefault } from '@agency/schema/config-variables';
import { parseSiteConfig } from '../config';
import { wholeNumber } from './whole-number.mjs';
import { readStartSettings, runtimeNextConfig } from './start-settings.mjs';

const live = {
  GATEWAY_URL: 'http://gateway:4000/graphql',
  SITE_GATEWAY_SECRET: 's3cret',
  MEDIA_HOSTS: 'https://painel.agency.example,https://res.cdn.example',
};

describe('the site’s defaults', () => {
  // The plain-JavaScript readers cannot load the TypeScript table when Next runs them: their
  // defaults are written there once and held to the table's rows here.
  it('are the variable table’s', () => {
    const settings = readStartSettings({}, { dev: true });
    const config = parseSiteConfig({});
    const read: Record<string, number | string> = {
      SITE_PORT_BASE: settings.server.portBase,
      SHUTDOWN_GRACE_MS: settings.server.shutdownGraceMs,
      SITE_IMAGE_MISSES_PER_MINUTE: settings.server.imageMissesPerMinute,
      SITE_RENDERS_PER_MINUTE: settings.server.rendersPerMinute,
      SITE_RENDER_BURST: settings.server.renderBurst,
      SITE_REVALIDATE_SECONDS: settings.cache.revalidateSeconds,
      SITE_STALE_SECONDS: settings.cache.staleSeconds,
    };
    for (const [name, value] of Object.entries(read)) expect(`${name}=${value}`).toBe(`${name}=${numberDefault(name)}`);
    expect(config.revalidateSeconds).toBe(numberDefault('SITE_REVALIDATE_SECONDS'));
    expect(config.gatewayUrl).toBe(literalDefault('GATEWAY_URL'));
    expect(settings.listenHost).toBe(literalDefault('SITE_HOST'));
    expect(settings.mediaSources).toContain(`http://localhost:${numberDefault('SANDBOX_PORT')}`);
  });

  it('are read by one rule, refusing anything but a whole number by name', () => {
    expect(wholeNumber('X', undefined, 7)).toBe(7);
    expect(wholeNumber('X', '', 7)).toBe(7);
    expect(wholeNumber('X', '12', 7)).toBe(12);
    expect(() => wholeNumber('SITE_RENDER_BURST', '1.5', 7)).toThrow(
      "SITE_RENDER_BURST must be a whole number, at least 0; got '1.5'",
    );
    expect(() => wholeNumber('SITE_STALE_SECONDS', '0', 60, { min: 1, unit: 'seconds' })).toThrow(
      "SITE_STALE_SECONDS must be a whole number of seconds, at least 1; got '0'",
    );
    expect(() => readStartSettings({ SITE_PORT_BASE: 'x' }, { dev: true })).toThrow(/SITE_PORT_BASE/);
  });
});

describe('readStartSettings', () => {
  it('in production, names every missing setting and refuses the sandbox as a media host', () => {
    expect(() => readStartSettings({})).toThrow(
      'Site configuration: GATEWAY_URL is required in production; SITE_GATEWAY_SECRET is required in production; MEDIA_HOSTS is required in production',
    );
    expect(() => readStartSettings({ ...live, MEDIA_HOSTS: 'http://sandbox:4011' })).toThrow(
      /MEDIA_HOSTS names the sandbox \(http:\/\/sandbox:4011\)/,
    );
  });

  it("takes a deployment's media hosts for the optimizer and the CSP, listening on loopback", () => {
    const settings = readStartSettings(live);
    expect(settings.mediaSources).toEqual(['https://painel.agency.example', 'https://res.cdn.example']);
    expect(settings.remotePatterns).toContainEqual({
      protocol: 'https',
      hostname: 'res.cdn.example',
      port: '',
      pathname: '/*/image/upload/**',
      search: '',
    });
    expect(settings.allowLocalIP).toBe(false);
    expect(settings.listenHost).toBe('127.0.0.1');
    expect(settings.hsts).toBe(true);
  });

  it('takes an account’s path on a shared CDN alike for the CSP and the optimizer, and refuses the CDN’s bare host by name', () => {
    const settings = readStartSettings({
      ...live,
      MEDIA_HOSTS: 'https://painel.agency.example,https://res.cloudinary.com/agency/',
    });
    expect(settings.mediaSources).toEqual(['https://painel.agency.example', 'https://res.cloudinary.com/agency/']);
    const cdn = settings.remotePatterns.filter((p) => p.hostname === 'res.cloudinary.com').map((p) => p.pathname);
    expect(cdn).toEqual(['/agency/media/**', '/agency/storage/**', '/agency/image/upload/**']);
    const images = runtimeNextConfig({ images: {} }, settings).images as { remotePatterns: unknown[] };
    expect(images.remotePatterns).toEqual(settings.remotePatterns);
    expect(() =>
      readStartSettings({ ...live, MEDIA_HOSTS: 'https://painel.agency.example,https://res.cloudinary.com' }),
    ).toThrow(/^MEDIA_HOSTS names https:\/\/res\.cloudinary\.com, a CDN shared by every one of its customers/);
    expect(() =>
      readStartSettings({ ...live, MEDIA_HOSTS: 'https://cdn.example/agency/', MEDIA_PATHS: '/media/**' }),
    ).toThrow(/^MEDIA_HOSTS names https:\/\/cdn\.example\/agency\/, below which none of MEDIA_PATHS lies/);
  });

  it('runs the demo only when SANDBOX_URL says so: its panels and CDN are the media hosts', () => {
    const settings = readStartSettings({ SANDBOX_URL: 'http://sandbox:4010' });
    expect(settings.sandboxDemo).toBe('http://sandbox:4010');
    expect(settings.mediaSources).toEqual(['http://sandbox:4010', 'http://sandbox:4011']);
    expect(settings.allowLocalIP).toBe(true);
  });

  it('in development defaults to the local sandbox and requires nothing', () => {
    const settings = readStartSettings({ SANDBOX_PORT: '5010' }, { dev: true });
    expect(settings.mediaSources).toEqual(['http://localhost:5010', 'http://127.0.0.1:5010', 'http://localhost:5011']);
    expect(settings.hsts).toBe(false);
  });

  it('reads the secret from a file given as SITE_GATEWAY_SECRET_FILE', () => {
    expect(() =>
      readStartSettings({ ...live, SITE_GATEWAY_SECRET: undefined, SITE_GATEWAY_SECRET_FILE: '/nope' }),
    ).toThrow(/SITE_GATEWAY_SECRET_FILE: cannot read/);
  });
});

describe('runtimeNextConfig', () => {
  it("puts the deployment's media settings over the built config, keeping the rest", () => {
    const built = { distDir: '.next', images: { remotePatterns: [], qualities: [75] } };
    const config = runtimeNextConfig(built, readStartSettings(live));
    expect(config.distDir).toBe('.next');
    expect(config.images.qualities).toEqual([75]);
    expect(config.images).toMatchObject({ dangerouslyAllowLocalIP: false, maximumDiskCacheSize: 256 * 1024 * 1024 });
    expect((config.images as { remotePatterns: unknown[] }).remotePatterns.length).toBeGreaterThan(0);
  });
});
