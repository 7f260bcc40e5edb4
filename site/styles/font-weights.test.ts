import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SITE = path.resolve(import.meta.dirname, '..');
const SKIPPED = /(^|\/)(node_modules|e2e|test-results|\.next[^/]*)\//;

/** The sans face's weight range as styles/fonts.ts declares it (the range its file was cut to). */
function declaredSansRange(): [number, number] {
  const source = readFileSync(path.join(SITE, 'styles/fonts.ts'), 'utf8');
  const sans = source.slice(source.indexOf('export const sans'));
  const match = /weight: '(\d+) (\d+)'/.exec(sans);
  if (!match) throw new Error('styles/fonts.ts declares no weight range for the sans face');
  return [Number(match[1]), Number(match[2])];
}

/** Every `font-weight` value in the site's stylesheets, with the file it is in. */
function stylesheetWeights(): { file: string; value: string }[] {
  const found: { file: string; value: string }[] = [];
  for (const file of readdirSync(SITE, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.css') || SKIPPED.test(file)) continue;
    for (const match of readFileSync(path.join(SITE, file), 'utf8').matchAll(/font-weight:\s*([^;}]+)/g)) {
      found.push({ file, value: match[1]!.trim() });
    }
  }
  return found;
}

describe('font weights', () => {
  it('stay within the range the sans file keeps, so no weight is drawn from a face that is not there', () => {
    const [min, max] = declaredSansRange();
    const weights = stylesheetWeights();
    expect(weights.length).toBeGreaterThan(10);
    const outside = weights.filter(({ value }) => {
      const numeric = value === 'normal' ? 400 : value === 'bold' ? 700 : Number(value);
      return !Number.isFinite(numeric) || numeric < min || numeric > max;
    });
    expect(outside).toEqual([]);
  });
});
