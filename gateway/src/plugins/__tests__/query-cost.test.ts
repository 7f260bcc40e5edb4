import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '@agency/schema/api-limits';
import { loadTypeDefs } from '../../gateway';
import { loadPersistedDocuments } from '../../security/trusted-documents';
import { operationCost } from '../useQueryCost';

const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
const SITE_MANIFEST = new URL('../../../../site/lib/gql/persisted-documents.json', import.meta.url).pathname;
const documents = [...loadPersistedDocuments([SITE_MANIFEST]).values()];
const named = (name: string) => documents.find((d) => d.operationName === name)!;
const cost = (name: string, variables: Record<string, unknown>) =>
  operationCost(schema, named(name).document, name, variables);

const IDS = Array.from({ length: 200 }, (_, i) => String(i + 1));

describe('the one cost model (the README states these figures)', () => {
  it("fits the site's largest reads under the ceiling: 200 posts, 200 talent cards, 200 shared favourites", () => {
    expect(cost('PostList', { brand: 'CULTURAL', kind: 'BLOG', first: 200 })).toBe(7601);
    expect(cost('TalentList', { brand: 'CQ_EMPRESARIAMENTO', first: 200 })).toBe(7641);
    expect(cost('TalentsByIds', { brand: 'CQ_EMPRESARIAMENTO', ids: IDS })).toBe(6401);
    expect(7641).toBeLessThanOrEqual(API_LIMITS.cost);
    // Two such pages in one request do not fit.
    expect(6401 * 2).toBeGreaterThan(API_LIMITS.cost);
  });

  it('counts every document the site sends, at its largest page, under the ceiling', () => {
    for (const document of documents) {
      const variables: Record<string, unknown> = {
        brand: 'CQ_EMPRESARIAMENTO',
        locale: 'PT',
        kind: 'BLOG',
        first: 200,
        ids: IDS,
      };
      const value = operationCost(schema, document.document, document.operationName, variables);
      if (value !== null) expect(value, document.operationName).toBeLessThanOrEqual(API_LIMITS.cost);
    }
  });

  it('counts lists nothing sizes as 5 items each, so nesting them multiplies', () => {
    const nested = parse('{ brand(key: MUSIC) { menu { left { children { children { key } } } } } }');
    // brand, menu, left; children once per item of left (5), children of those (25), key of theirs (125).
    expect(operationCost(schema, nested, undefined, {})).toBe(1 + 1 + 1 + 5 + 25 + 125);
  });

  it('counts a page size passed as a variable, and refuses to count variables that do not coerce', () => {
    const page = parse('query ($n: Int) { talents(brand: CQ_EMPRESARIAMENTO, first: $n) { nodes { id } } }');
    expect(operationCost(schema, page, undefined, { n: 100 })).toBe(1 + 100 + 100);
    expect(operationCost(schema, page, undefined, { n: 'many' })).toBeNull();
  });
});
