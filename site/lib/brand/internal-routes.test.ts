import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@agency/schema/brands';
import { GENERIC_ROUTE_KINDS, POST_KINDS } from '@agency/schema/post-kinds';
import {
  CATEGORY_ROUTE,
  FILTERED_HOME,
  FILTERED_LIST,
  POST_KIND_ROUTE,
  TALENT_ROUTE,
  isInternalRoute,
  routedPath,
} from './internal-routes';

const none = new URLSearchParams();
const search = new URLSearchParams('q=ana');
const letter = new URLSearchParams('letra=A');

describe('isInternalRoute', () => {
  it('names the rewrite targets, however they are spelled in the path', () => {
    expect(isInternalRoute([FILTERED_HOME])).toBe(true);
    expect(isInternalRoute([FILTERED_LIST, 'jornalistas'])).toBe(true);
    expect(isInternalRoute(['', 'lista%2Dfiltrada', 'jornalistas'])).toBe(true);
    expect(isInternalRoute([CATEGORY_ROUTE, 'jornalistas'])).toBe(true);
    expect(isInternalRoute([CATEGORY_ROUTE, 'jornalistas', '31', 'ana'])).toBe(true);
    expect(isInternalRoute([TALENT_ROUTE, '31', 'ana'])).toBe(true);
    expect(isInternalRoute(['talent%6F', '31', 'ana'])).toBe(true);
    expect(isInternalRoute([POST_KIND_ROUTE, 'eventos'])).toBe(true);
  });

  it('leaves every page a visitor may ask for', () => {
    expect(isInternalRoute([])).toBe(false);
    expect(isInternalRoute([''])).toBe(false);
    expect(isInternalRoute(['jornalistas'])).toBe(false);
    expect(isInternalRoute(['31', 'ana'])).toBe(false);
    expect(isInternalRoute(['blog', FILTERED_HOME])).toBe(false);
  });
});

describe('routedPath', () => {
  it('renders a talent category list and its profiles under categoria/', () => {
    expect(routedPath('cq-empresariamento', ['jornalistas'], none)).toEqual([CATEGORY_ROUTE, 'jornalistas']);
    expect(routedPath('cq-empresariamento', ['jornalistas', '31', 'ana'], none)).toEqual([
      CATEGORY_ROUTE,
      'jornalistas',
      '31',
      'ana',
    ]);
    expect(routedPath('jabuticaba', ['atores', '31', 'ana'], search)).toEqual([CATEGORY_ROUTE, 'atores', '31', 'ana']);
    expect(routedPath('digital', ['influencers'], none)).toEqual([CATEGORY_ROUTE, 'influencers']);
  });

  it('sends a filtered list or home to its per-request copy', () => {
    expect(routedPath('cq-empresariamento', ['jornalistas'], search)).toEqual([FILTERED_LIST, 'jornalistas']);
    expect(routedPath('cq-empresariamento', ['jornalistas'], letter)).toEqual([FILTERED_LIST, 'jornalistas']);
    expect(routedPath('cq-empresariamento', [], search)).toEqual([FILTERED_HOME]);
    expect(routedPath('music', [''], letter)).toEqual([FILTERED_HOME]);
    expect(routedPath('cq-empresariamento', [], none)).toEqual([]);
  });

  it('sends a list filtered by casting alone to its per-request copy too', () => {
    for (const query of ['genero=woman', 'idade_min=18', 'altura_max=180', 'cabelo=Loiro', 'olhos=Azul']) {
      expect(routedPath('jabuticaba', ['atores'], new URLSearchParams(query))).toEqual([FILTERED_LIST, 'atores']);
      expect(routedPath('digital', [], new URLSearchParams(query))).toEqual([FILTERED_HOME]);
    }
    expect(routedPath('digital', [], new URLSearchParams('utm_source=x'))).toEqual([]);
  });

  it('renders a profile opened from the root under talento/ on the talent brands', () => {
    expect(routedPath('cq-empresariamento', ['31', 'ana'], none)).toEqual([TALENT_ROUTE, '31', 'ana']);
    expect(routedPath('digital', ['31', 'ana'], letter)).toEqual([TALENT_ROUTE, '31', 'ana']);
  });

  it('renders the lists and pages of the post kinds with generic routes under postagens/, on every brand', () => {
    expect(routedPath('music', ['eventos'], none)).toEqual([POST_KIND_ROUTE, 'eventos']);
    expect(routedPath('music', ['eventos'], search)).toEqual([POST_KIND_ROUTE, 'eventos']);
    expect(routedPath('cultural', ['workshop', '12', 'aula'], none)).toEqual([
      POST_KIND_ROUTE,
      'workshop',
      '12',
      'aula',
    ]);
    expect(routedPath('cultural', ['espetaculos', '12', 'peca'], none)).toEqual([
      POST_KIND_ROUTE,
      'espetaculos',
      '12',
      'peca',
    ]);
    // On a brand without the kind the route itself answers 404.
    expect(routedPath('cq-empresariamento', ['eventos', '31', 'show'], none)).toEqual([
      POST_KIND_ROUTE,
      'eventos',
      '31',
      'show',
    ]);
    // Kinds with pages of their own, and other shapes, are left as they are.
    expect(routedPath('cultural', ['blog', 'um-post'], none)).toEqual(['blog', 'um-post']);
    expect(routedPath('cultural', ['palestras', '12'], none)).toEqual(['palestras', '12']);
  });

  it('matches a category as the route reads it (decoded), keeping the path as it came', () => {
    expect(routedPath('cq-empresariamento', ['jornalist%61s'], none)).toEqual([CATEGORY_ROUTE, 'jornalist%61s']);
    expect(routedPath('cq-empresariamento', ['%E0%A4%A'], none)).toEqual(['%E0%A4%A']);
  });

  it('leaves every other path as it is: pages, event slugs, unknown paths', () => {
    for (const [brand, rest] of [
      ['cq-empresariamento', ['blog', 'um-post']],
      ['cq-empresariamento', ['nao-existe']],
      ['cq-empresariamento', ['nao-existe', '999999', 'ninguem']],
      ['cq-empresariamento', ['jornalistas', '31']],
      ['cq-empresariamento', ['jornalistas', '31', 'ana', 'mais']],
      ['cq-empresariamento', ['31']],
      ['cq-empresariamento', ['ana', '31']],
      ['cq-empresariamento', ['1234567890123', 'ana']],
      ['music', ['um-show']],
      ['music', ['31', 'ana']],
      ['cultural', ['jornalistas']],
    ] as const) {
      expect(routedPath(brand, rest, none), rest.join('/')).toEqual(rest);
    }
  });
});

describe('the folders of app/[locale]/[brand]', () => {
  it('never share a name with a talent category or a post kind with generic routes, which the proxy routes before any page', () => {
    const folders = fs.readdirSync(fileURLToPath(new URL('../../app/[locale]/[brand]', import.meta.url)));
    const categories = BRANDS.flatMap((brand) => brand.talentCategories.map((category) => category.slug));
    expect(folders).toEqual(
      expect.arrayContaining([CATEGORY_ROUTE, TALENT_ROUTE, FILTERED_LIST, FILTERED_HOME, POST_KIND_ROUTE]),
    );
    expect(categories.filter((slug) => folders.includes(slug))).toEqual([]);
    const kindSegments = GENERIC_ROUTE_KINDS.map((kind) => POST_KINDS[kind].segment);
    expect(kindSegments.filter((segment) => folders.includes(segment) || categories.includes(segment))).toEqual([]);
  });
});
