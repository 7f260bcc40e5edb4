import { describe, expect, it } from 'vitest';
import { introAllowed, isLocalAddress, isRootPath } from './prehome';

const productDomains = ['cqempresariamento.com.br', 'jabuticabacasting.com.br', 'cqdigital.com.br'];

describe('introAllowed (pre-home and initial modal)', () => {
  it('is on at the root with no referrer or an outside referrer', () => {
    expect(introAllowed({ pathname: '/', referrer: '', productDomains })).toBe(true);
    expect(introAllowed({ pathname: '/en', referrer: 'https://www.google.com/', productDomains })).toBe(true);
  });
  it('is off when the path is not the root', () => {
    expect(introAllowed({ pathname: '/contato', referrer: '', productDomains })).toBe(false);
    expect(introAllowed({ pathname: '/en/sobre-nos', referrer: '', productDomains })).toBe(false);
  });
  it("is off when the referrer is one of the product's sites, with or without www", () => {
    expect(introAllowed({ pathname: '/', referrer: 'https://cqdigital.com.br/contato', productDomains })).toBe(false);
    expect(introAllowed({ pathname: '/', referrer: 'https://www.jabuticabacasting.com.br/', productDomains })).toBe(
      false,
    );
  });
  it('is off when the referrer is a local or development address', () => {
    expect(introAllowed({ pathname: '/', referrer: 'http://localhost:3001/', productDomains })).toBe(false);
    expect(introAllowed({ pathname: '/', referrer: 'http://127.0.0.1:8200/x', productDomains })).toBe(false);
    expect(introAllowed({ pathname: '/', referrer: 'http://192.168.0.12:3000/', productDomains })).toBe(false);
  });
  it('ignores a referrer that is not a URL', () => {
    expect(introAllowed({ pathname: '/', referrer: 'not a url', productDomains })).toBe(true);
  });
});

describe('isRootPath', () => {
  it('accepts both languages and ignores trailing slashes and queries', () => {
    expect(isRootPath('/')).toBe(true);
    expect(isRootPath('/en/')).toBe(true);
    expect(isRootPath('/?x=1')).toBe(true);
    expect(isRootPath('/english')).toBe(false);
  });
});

describe('isLocalAddress', () => {
  it('knows loopback, private ranges and dev names', () => {
    for (const h of ['localhost', '127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '[::1]', 'site.local'])
      expect(isLocalAddress(h)).toBe(true);
    for (const h of ['172.32.0.1', '8.8.8.8', 'cqdigital.com.br']) expect(isLocalAddress(h)).toBe(false);
  });
});
