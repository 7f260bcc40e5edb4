import { describe, expect, it } from 'vitest';
import {
  BRANDS,
  brandConstantName,
  brandDomains,
  brandForHost,
  brandOrigin,
  brandSiteUrl,
  brandByKey,
  sitePort,
} from '../src/brands';

describe('brandForHost (by domain, local ports 3000-3004 and 8200-8204, unknown to main)', () => {
  const order = ['cq-empresariamento', 'jabuticaba', 'digital', 'music', 'cultural'];

  it.each(order.map((key, i) => [3000 + i, key]))('localhost:%i is %s', (port, key) => {
    expect(brandForHost(`localhost:${port}`).key).toBe(key);
  });

  it.each(order.map((key, i) => [8200 + i, key]))('server port %i is %s', (port, key) => {
    expect(brandForHost(`127.0.0.1:${port}`).key).toBe(key);
  });

  it('maps brand domains with and without www', () => {
    expect(brandForHost('jabuticabacasting.com.br').key).toBe('jabuticaba');
    expect(brandForHost('www.cqdigital.com.br').key).toBe('digital');
    expect(brandForHost('WWW.CQCULTURAL.COM.BR').key).toBe('cultural');
  });

  it('falls back to the main brand for unknown or missing hosts', () => {
    expect(brandForHost('example.org').key).toBe('cq-empresariamento');
    expect(brandForHost('localhost:5173').key).toBe('cq-empresariamento');
    expect(brandForHost(undefined).key).toBe('cq-empresariamento');
  });

  it('takes brand domains from the environment when set', () => {
    const env = { BRAND_DOMAINS_MUSIC: 'music.example.com, other.example.com' };
    expect(brandForHost('other.example.com', env).key).toBe('music');
    expect(brandForHost('cqmusic.com.br', env).key).toBe('cq-empresariamento');
  });

  it('matches a domain configured with a port (a local front) on that host and port only', () => {
    const env = { BRAND_DOMAINS_JABUTICABA: 'jabuticaba.localhost:8443' };
    expect(brandForHost('jabuticaba.localhost:8443', env).key).toBe('jabuticaba');
    expect(brandForHost('jabuticaba.localhost:9443', env).key).toBe('cq-empresariamento');
    expect(brandSiteUrl(brandByKey('jabuticaba'), 'cqempresariamento.localhost:8443', env)).toBe(
      'https://jabuticaba.localhost:8443',
    );
  });

  it('serves every brand on one port by <brand>.localhost (npm run dev), links included, plain localhost staying main', () => {
    const env = {
      SITE_PORT_BASE: '3000',
      ...Object.fromEntries(
        BRANDS.map((b) => [`BRAND_DOMAINS_${brandConstantName(b.key)}`, `http://${b.key}.localhost:3000`]),
      ),
    };
    for (const brand of BRANDS) expect(brandForHost(`${brand.key}.localhost:3000`, env).key).toBe(brand.key);
    expect(brandForHost('localhost:3000', env).key).toBe('cq-empresariamento');
    expect(brandForHost('music.localhost:3001', env).key).toBe('jabuticaba');
    expect(brandSiteUrl(brandByKey('music'), 'digital.localhost:3000', env)).toBe('http://music.localhost:3000');
    expect(brandDomains(brandByKey('music'), env)).toEqual(['music.localhost:3000']);
    expect(brandOrigin(brandByKey('music'), env)).toBe('http://music.localhost:3000');
  });

  it('keeps production domains on HTTPS, www kept, whatever else a deployment configures', () => {
    expect(brandOrigin(brandByKey('music'))).toBe('https://cqmusic.com.br');
    expect(brandOrigin(brandByKey('music'), {}, 'www.')).toBe('https://www.cqmusic.com.br');
    expect(brandOrigin(brandByKey('music'), { BRAND_DOMAINS_MUSIC: 'https://music.example' })).toBe(
      'https://music.example',
    );
    expect(brandForHost('cqmusic.com.br:3000').key).toBe('cq-empresariamento');
  });

  it('shifts local ports together with SITE_PORT_BASE', () => {
    const env = { SITE_PORT_BASE: '3100' };
    expect(brandForHost('localhost:3103', env).key).toBe('music');
    expect(sitePort(brandByKey('cultural'), env)).toBe(3104);
  });
});

describe('brandSiteUrl (brand switcher and selector)', () => {
  const digital = brandByKey('digital');

  it('keeps a www prefix when the current host has one', () => {
    expect(brandSiteUrl(digital, 'www.cqempresariamento.com.br')).toBe('https://www.cqdigital.com.br');
    expect(brandSiteUrl(digital, 'cqempresariamento.com.br')).toBe('https://cqdigital.com.br');
  });

  it('stays on the local port family', () => {
    expect(brandSiteUrl(digital, 'localhost:3000')).toBe('http://localhost:3002');
    expect(brandSiteUrl(digital, 'localhost:8200')).toBe('http://localhost:8202');
  });

  it('never echoes a host a client sent: unknown hosts, with or without a port, get the production domain', () => {
    expect(brandSiteUrl(digital, 'evil.example:3000')).toBe('https://cqdigital.com.br');
    expect(brandSiteUrl(digital, 'javascript://evil.example/')).toBe('https://cqdigital.com.br');
    expect(brandSiteUrl(digital, 'www.evil.example')).toBe('https://www.cqdigital.com.br');
    expect(brandSiteUrl(digital, null)).toBe('https://cqdigital.com.br');
  });
});

describe('brand table', () => {
  it('has the brand colours and ids in order', () => {
    expect(BRANDS.map((b) => [b.id, b.key, b.color])).toEqual([
      [1, 'cq-empresariamento', '#000000'],
      [2, 'jabuticaba', '#93AE06'],
      [3, 'digital', '#FC6606'],
      [4, 'music', '#000000'],
      [5, 'cultural', '#FEE600'],
    ]);
  });

  it('uses the default albums per brand', () => {
    expect(brandByKey('cq-empresariamento').defaultAlbumIds).toEqual([498, 497, 501, 499]);
    expect(brandByKey('jabuticaba').defaultAlbumIds).toEqual([490, 491]);
    expect(brandByKey('digital').defaultAlbumIds).toEqual([374]);
  });

  it('has the agency menus', () => {
    expect(brandByKey('music').menu).toEqual({ left: ['cq+', 'highlights', 'events'], right: ['about', 'contact'] });
    expect(brandByKey('cultural').menu.right).toEqual(['workshop', 'palestras', 'contact']);
  });
});
