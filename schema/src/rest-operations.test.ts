import { describe, expect, it } from 'vitest';
import { Contract } from './contract';
import { REST_OPERATIONS, restPath, restPrefix, restRoute, type OperationId } from './rest-operations';

describe("the contract's operations", () => {
  it('name every operation of the contract with its path and method', () => {
    const contract = new Contract();
    for (const id of Object.keys(REST_OPERATIONS) as OperationId[]) {
      const { path, method } = contract.operation(id);
      expect(REST_OPERATIONS[id], id).toEqual({ path, method: method.toUpperCase() });
    }
  });

  it('fill path parameters as encoded segments and refuse dot segments', () => {
    expect(restPath('postsByType', { type: 'events', lang: 'pt' })).toBe('/api/posts/events/pt');
    expect(restPath('postBySlugOrId', { slugOrId: 'a b/c' })).toBe('/api/posts/get/a%20b%2Fc');
    expect(restPath('staff', {})).toBe('/api/staff');
    expect(() => restPath('postBySlugOrId', { slugOrId: '..' })).toThrow(/path segment/);
    expect(() => restPath('postBySlugOrId', {} as { slugOrId: string })).toThrow(/no value/);
  });

  it("write a router's pattern for the sandbox", () => {
    expect(restRoute('content')).toBe('/api/contents/:type/:lang/:type2');
    expect(restRoute('talentProfile')).toBe('/api/talent/profile');
    expect(restPrefix('media')).toBe('/storage/');
  });
});
