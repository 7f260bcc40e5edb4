import { brandByKey, MAIN_BRAND } from '@agency/schema/brands';
import { describe, expect, it } from 'vitest';
import {
  brandKeyForRequest,
  hostRefusal,
  linkHostForRequest,
  requestHost,
  siteOriginForRequest,
  unknownHostRedirect,
} from './from-request';

const noProxy = {};
const oneProxy = { TRUST_PROXY: '1' };
const forwardedHost = { TRUST_PROXY: '1', TRUST_FORWARDED_HOST: '1' };
const production = (key: 'jabuticaba' | 'digital') => `https://${brandByKey(key).domains[0]}`;

describe('the brand and origin of a request', () => {
  it("ignores a client's X-Forwarded-Host unless TRUST_FORWARDED_HOST is set, TRUST_PROXY alone included", () => {
    const forged = new Headers({ host: 'localhost:3000', 'x-forwarded-host': 'localhost:3003' });
    expect(brandKeyForRequest(forged, noProxy)).toBe('cq-empresariamento');
    expect(requestHost(forged, noProxy)).toBe('localhost:3000');
    // A balancer that appends to X-Forwarded-For but passes X-Forwarded-Host on: the visitor's value.
    expect(brandKeyForRequest(forged, oneProxy)).toBe('cq-empresariamento');
  });

  it('with TRUST_FORWARDED_HOST, takes the host our proxy wrote (the last entry), and only a brand-table host', () => {
    const headers = new Headers({
      host: 'site:3000',
      'x-forwarded-host': `${brandByKey('jabuticaba').domains[0]}, ${brandByKey('digital').domains[0]}`,
    });
    expect(brandKeyForRequest(headers, forwardedHost)).toBe('digital');
    for (const made of [
      'evil.example',
      'javascript://evil.example/',
      `${brandByKey('digital').domains[0]}.evil.example`,
    ]) {
      const forged = new Headers({ host: `www.${brandByKey('music').domains[0]}`, 'x-forwarded-host': made });
      expect(requestHost(forged, forwardedHost)).toBe(`www.${brandByKey('music').domains[0]}`);
      expect(brandKeyForRequest(forged, forwardedHost)).toBe('music');
    }
  });

  it('builds absolute links from the brand table, never from the headers', () => {
    const evil = new Headers({ host: 'evil.example:3001', 'x-forwarded-host': 'javascript://evil.example/' });
    // A port names a brand on a loopback host only.
    expect(siteOriginForRequest(evil, noProxy)).toBe(`https://${MAIN_BRAND.domains[0]}`);
    expect(siteOriginForRequest(new Headers({ host: 'localhost:3001' }), noProxy)).toBe('http://localhost:3001');
    expect(siteOriginForRequest(new Headers({ host: 'localhost:3002' }), noProxy)).toBe('http://localhost:3002');
    expect(siteOriginForRequest(new Headers({ host: 'unknown.example' }), noProxy)).toBe(
      `https://${MAIN_BRAND.domains[0]}`,
    );
    expect(siteOriginForRequest(new Headers({ host: 'www.evil.example' }), oneProxy)).toBe(
      `https://www.${MAIN_BRAND.domains[0]}`,
    );
  });

  it("refuses a brand's domain on another port with 421 and sends any other name to the main site, for the routes outside the proxy", () => {
    const ask = (headers: Record<string, string>, env: Record<string, string> = noProxy, path = '/sitemap.xml') =>
      hostRefusal(new Request(`http://localhost:3000${path}`, { headers }), env);
    const port = new Headers({ host: `${MAIN_BRAND.domains[0]}:8201` });
    expect(brandKeyForRequest(port, noProxy)).toBe('cq-empresariamento');
    const misdirected = ask({ host: `${MAIN_BRAND.domains[0]}:8201` });
    expect(misdirected?.status).toBe(421);
    expect(misdirected?.headers.get('cache-control')).toBe('no-store');
    const unknown = ask({ host: 'evil.example' }, noProxy, '/robots.txt?x=1');
    expect(unknown?.status).toBe(301);
    expect(unknown?.headers.get('location')).toBe(`https://${MAIN_BRAND.domains[0]}/robots.txt?x=1`);
    expect(ask({ host: production('digital').slice(8) })).toBeNull();
    expect(ask({ host: 'localhost:3004' })).toBeNull();
    // Our proxy's X-Forwarded-Host (trusted) names the brand's address: it is the host that counts.
    expect(ask({ host: 'site-a:3000', 'x-forwarded-host': brandByKey('music').domains[0]! }, forwardedHost)).toBeNull();
  });

  it("sends an unknown host to the main brand's address in the table, path and query kept, never elsewhere", () => {
    const main = `https://${MAIN_BRAND.domains[0]}`;
    const location = (url: string, env: Record<string, string> = noProxy) =>
      unknownHostRedirect(url, env).headers.get('location');
    expect(unknownHostRedirect('http://evil.example/atrizes', noProxy).status).toBe(301);
    expect(location('http://evil.example/en/contato?utm_source=x')).toBe(`${main}/en/contato?utm_source=x`);
    // A path that reads as another host stays a path of the main site.
    expect(location('http://evil.example//evil.example/x')).toBe(`${main}//evil.example/x`);
    expect(new URL(location('http://evil.example//evil.example/x')!).host).toBe(MAIN_BRAND.domains[0]);
    // The deployment's own address for the main brand (BRAND_DOMAINS_*) is the one it goes to.
    expect(location('http://a.example/x', { BRAND_DOMAINS_CQ_EMPRESARIAMENTO: 'http://cq.localhost:3000' })).toBe(
      'http://cq.localhost:3000/x',
    );
  });

  it('names every made-up Host by the brand table, so they share one link host', () => {
    const hosts = ['a.example', 'b.example:3000', 'javascript://evil.example/', ''].map((host) =>
      linkHostForRequest(new Headers(host ? { host } : {}), noProxy),
    );
    expect(new Set(hosts)).toEqual(new Set([MAIN_BRAND.domains[0]]));
    expect(linkHostForRequest(new Headers({ host: 'www.cqdigital.com.br' }), noProxy)).toBe('www.cqdigital.com.br');
    expect(linkHostForRequest(new Headers({ host: 'localhost:3001' }), noProxy)).toBe('localhost:3001');
  });
});
