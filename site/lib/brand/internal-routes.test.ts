import { describe, expect, it } from 'vitest';
import { FILTERED_HOME, FILTERED_LIST, isInternalRoute } from './internal-routes';

describe('isInternalRoute', () => {
  it('names the rewrite targets, however they are spelled in the path', () => {
    expect(isInternalRoute([FILTERED_HOME])).toBe(true);
    expect(isInternalRoute([FILTERED_LIST, 'jornalistas'])).toBe(true);
    expect(isInternalRoute(['', 'lista%2Dfiltrada', 'jornalistas'])).toBe(true);
  });

  it('leaves every page a visitor may ask for', () => {
    expect(isInternalRoute([])).toBe(false);
    expect(isInternalRoute([''])).toBe(false);
    expect(isInternalRoute(['jornalistas'])).toBe(false);
    expect(isInternalRoute(['blog', FILTERED_HOME])).toBe(false);
  });
});
