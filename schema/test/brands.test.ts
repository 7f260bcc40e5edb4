import { describe, expect, it } from 'vitest';
import {
  BRAND_KEYS,
  BRANDS,
  DROPDOWNS,
  brandConstantName,
  brandDomains,
  brandForHost,
  brandOfTableHost,
  brandOrigin,
  brandSiteUrl,
  brandByKey,
  hostStanding,
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

  it('reads a port as a brand on a loopback host only: a brand domain with a port picks no other brand', () => {
    // The attack: a visitor's Host through the front, the main brand's name with Jabuticaba's port.
    expect(brandOfTableHost('cqempresariamento.com.br:8201')).toBeNull();
    expect(brandForHost('cqempresariamento.com.br:8201').key).toBe('cq-empresariamento');
    expect(brandOfTableHost('cqmusic.com.br:3001')).toBeNull();
    expect(brandOfTableHost('example.org:8201')).toBeNull();
    expect(brandOfTableHost('localhost:8201')?.key).toBe('jabuticaba');
    expect(brandOfTableHost('[::1]:3003')?.key).toBe('music');
    // The default ports, written out, are the same address.
    expect(brandOfTableHost('jabuticabacasting.com.br:443')?.key).toBe('jabuticaba');
    expect(brandOfTableHost('www.cqmusic.com.br:80')?.key).toBe('music');
  });

  it("tells a brand's address, a loopback host, a brand domain on a port of no address of ours, and any other host", () => {
    expect(hostStanding('cqempresariamento.com.br')).toBe('brand');
    expect(hostStanding('www.jabuticabacasting.com.br:443')).toBe('brand');
    expect(hostStanding('localhost:3001')).toBe('local');
    expect(hostStanding('127.0.0.1:5173')).toBe('local');
    expect(hostStanding('cqempresariamento.com.br:8201')).toBe('misdirected');
    expect(hostStanding('WWW.CQDIGITAL.COM.BR:3000')).toBe('misdirected');
    expect(hostStanding('example.org')).toBe('unknown');
    expect(hostStanding('site-a:3000')).toBe('unknown');
    expect(hostStanding('')).toBe('unknown');
    expect(hostStanding(null)).toBe('unknown');
    const env = { BRAND_DOMAINS_JABUTICABA: 'jabuticaba.localhost:8443' };
    expect(hostStanding('jabuticaba.localhost:8443', env)).toBe('brand');
    expect(hostStanding('jabuticaba.localhost:8201', env)).toBe('misdirected');
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
    // A port names a brand on a loopback host only: music.localhost is served on 3000, not on Jabuticaba's 3001.
    expect(brandOfTableHost('music.localhost:3001', env)).toBeNull();
    expect(hostStanding('music.localhost:3001', env)).toBe('misdirected');
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
  it('numbers the brands in order, one key, port pair and branch root each', () => {
    expect(BRANDS.map((b) => b.key)).toEqual([...BRAND_KEYS]);
    BRANDS.forEach((brand, i) => {
      expect(brand.id, brand.key).toBe(i + 1);
      expect(brand.sitePort, brand.key).toBe(3000 + i);
      expect(brand.serverPort, brand.key).toBe(8200 + i);
      expect(brand.color, brand.key).toMatch(/^#[0-9A-F]{6}$/);
    });
    for (const field of ['name', 'branchRoot'] as const) {
      expect(new Set(BRANDS.map((b) => b[field])).size, field).toBe(BRANDS.length);
    }
    const domains = BRANDS.flatMap((b) => b.domains);
    expect(new Set(domains).size).toBe(domains.length);
  });

  it('reads a talent brand’s root from albums of its own categories, and gives other brands none', () => {
    for (const brand of BRANDS) {
      const albums = new Set(brand.talentCategories.flatMap((c) => c.albumIds));
      if (brand.content !== 'talents') expect(brand.talentCategories, brand.key).toEqual([]);
      else expect(brand.defaultAlbumIds.length, brand.key).toBeGreaterThan(0);
      for (const album of brand.defaultAlbumIds) expect(albums.has(album), `${brand.key} ${album}`).toBe(true);
    }
  });

  it('has menus of distinct entries whose dropdowns link the brand’s own talent categories', () => {
    for (const brand of BRANDS) {
      const menu = [...brand.menu.left, ...brand.menu.right];
      expect(new Set(menu).size, brand.key).toBe(menu.length);
      const slugs = brand.talentCategories.map((c) => c.slug);
      for (const key of menu) {
        for (const slug of DROPDOWNS[key] ?? []) expect(slugs, `${brand.key} ${key}`).toContain(slug);
      }
    }
  });
});
