import { describe, expect, it } from 'vitest';
import { emailHash, newReference, normalizeReference, REFERENCE_ALPHABET } from '../reference';

describe('submission references', () => {
  it('are 8 symbols of an alphabet without look-alikes, in two halves', () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILOU]/);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(30);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const reference = newReference();
      expect(reference).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
      seen.add(reference);
    }
    expect(seen.size).toBe(2000);
  });

  it('are read back in any case, with or without the hyphen or spaces', () => {
    expect(normalizeReference('k7qm-3xpa')).toBe('K7QM-3XPA');
    expect(normalizeReference(' K7QM 3XPA ')).toBe('K7QM-3XPA');
    expect(normalizeReference('K7QM3XPA')).toBe('K7QM-3XPA');
    expect(normalizeReference('K7QM-3XP0')).toBeNull();
    expect(normalizeReference('K7QM-3XP')).toBeNull();
  });

  it('find a visitor by the e-mail they typed, in any case, without keeping it', () => {
    expect(emailHash(' Ana@Example.com ')).toBe(emailHash('ana@example.com'));
    expect(emailHash('ana@example.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(emailHash('ana@example.com')).not.toBe(emailHash('bia@example.com'));
  });
});
