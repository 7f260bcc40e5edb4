import { describe, expect, it } from 'vitest';
import { locationWithQuery } from './redirect-query.mjs';

describe('locationWithQuery', () => {
  it("adds the request's query to a target without one", () => {
    expect(locationWithQuery('/jornalistas/7/ana', '/moda/7/ana?utm_source=news&x=1')).toBe(
      '/jornalistas/7/ana?utm_source=news&x=1',
    );
    expect(locationWithQuery('http://localhost:3000/en/a', '/en/b?q=1')).toBe('http://localhost:3000/en/a?q=1');
  });
  it('keeps a fragment after the query', () => {
    expect(locationWithQuery('/a#book', '/b?q=1')).toBe('/a?q=1#book');
  });
  it('leaves a target that sets its own query, and requests without one', () => {
    expect(locationWithQuery('/a?letra=b', '/c?q=1')).toBe('/a?letra=b');
    expect(locationWithQuery('/a', '/b')).toBe('/a');
    expect(locationWithQuery('/a', '/b?')).toBe('/a');
  });
});
