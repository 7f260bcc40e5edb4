import { describe, expect, it } from 'vitest';
import { parseRevalidateBody, secretMatches } from '../hooks/revalidate';
import { requestIdFrom } from '../plugins/useRequestId';

describe('revalidate hook input', () => {
  it('compares the secret exactly and refuses when none is configured', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cret', 's3cret ')).toBe(false);
    expect(secretMatches('s3cret', undefined)).toBe(false);
    expect(secretMatches(null, 'anything')).toBe(false);
  });

  it('accepts brand keys or enum names, known types and ids', () => {
    expect(parseRevalidateBody('')).toEqual({});
    expect(parseRevalidateBody('{"brand":"CQ_EMPRESARIAMENTO","type":"talents","id":12}')).toEqual({
      brand: 'cq-empresariamento',
      type: 'talents',
      id: '12',
    });
    expect(() => parseRevalidateBody('{"brand":"acme"}')).toThrow();
    expect(() => parseRevalidateBody('{"type":"everything"}')).toThrow();
    expect(() => parseRevalidateBody('{"extra":1}')).toThrow();
    expect(() => parseRevalidateBody('not json')).toThrow();
  });
});

describe('request ids', () => {
  it('keeps sane incoming ids and replaces the rest', () => {
    expect(requestIdFrom('abc-123')).toBe('abc-123');
    expect(requestIdFrom('bad id\nwith newline')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom('x'.repeat(200))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(null)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
