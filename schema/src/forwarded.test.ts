import { describe, expect, it } from 'vitest';
import { lastForwardedEntry, readOnOff } from './forwarded.mjs';

describe('readOnOff', () => {
  it('reads unset, 0 and false as off, 1 and true as on', () => {
    for (const raw of [undefined, '', '0', 'false']) expect(readOnOff('TRUST_PROXY', raw)).toBe(false);
    for (const raw of ['1', 'true']) expect(readOnOff('TRUST_PROXY', raw)).toBe(true);
  });

  it('refuses a hop count or a guess, naming the setting', () => {
    expect(() => readOnOff('TRUST_PROXY', '2')).toThrow("TRUST_PROXY must be 1 (on) or 0 (off), got '2'");
    expect(() => readOnOff('TRUST_FORWARDED_HOST', 'yes')).toThrow(/TRUST_FORWARDED_HOST/);
  });
});

describe('lastForwardedEntry', () => {
  it('takes the entry the nearest proxy appended, never the first (which the visitor wrote)', () => {
    expect(lastForwardedEntry('6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(lastForwardedEntry(' jabuticaba.example ')).toBe('jabuticaba.example');
  });

  it('joins a header repeated on the wire and skips empty entries', () => {
    expect(lastForwardedEntry(['6.6.6.6', '203.0.113.9, '])).toBe('203.0.113.9');
    expect(lastForwardedEntry(' , ')).toBeNull();
    expect(lastForwardedEntry(undefined)).toBeNull();
    expect(lastForwardedEntry(null)).toBeNull();
  });
});
