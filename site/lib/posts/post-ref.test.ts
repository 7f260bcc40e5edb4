import { LIMITS } from '@agency/schema/validation/rules';
import { describe, expect, it } from 'vitest';
import { canNamePost } from './post-ref';

describe('what can name a post', () => {
  it('takes ids and slugs up to the gateway limit, and nothing longer or of another shape', () => {
    expect(canNamePost('id', '123')).toBe(true);
    expect(canNamePost('slug', 'um-dia-no-set')).toBe(true);
    expect(canNamePost('slug', 'a'.repeat(LIMITS.slugMax))).toBe(true);
    expect(canNamePost('slug', 'a'.repeat(LIMITS.slugMax + 1))).toBe(false);
    expect(canNamePost('slug', 'a'.repeat(5000))).toBe(false);
    expect(canNamePost('slug', 'x.y')).toBe(false);
    expect(canNamePost('id', '12a')).toBe(false);
  });
});
