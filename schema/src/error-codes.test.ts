import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODE_NAMES, ERROR_CODES, renderErrorCodes } from './error-codes';

describe('the error-code table', () => {
  it('is what schema/published/errors.md says (run `npm run codegen` after a change)', () => {
    expect(readFileSync(new URL('../published/errors.md', import.meta.url), 'utf8')).toBe(renderErrorCodes());
  });

  it('gives every code an HTTP error status and both texts', () => {
    for (const name of ERROR_CODE_NAMES) {
      expect(name).toMatch(/^[A-Z][A-Z_]+$/);
      const row = ERROR_CODES[name];
      expect(row.status, name).toBeGreaterThanOrEqual(400);
      expect(row.status, name).toBeLessThan(600);
      expect(row.when.length, name).toBeGreaterThan(10);
      expect(row.fix.length, name).toBeGreaterThan(5);
    }
  });
});
