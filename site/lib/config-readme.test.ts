import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { undocumentedVariables } from '@agency/schema/config-table';
import { SITE_VARIABLES } from './config';

const SITE = path.resolve(import.meta.dirname, '..');
/** Set by Next.js itself for each runtime, not by a deployer. */
const SET_BY_NEXT = new Set(['NEXT_RUNTIME', 'NEXT_DEPLOYMENT_ID', 'NEXT_PHASE']);
/** Test infrastructure (browser tests, CI), not the product. */
const TEST_ONLY = /(^|\/)(e2e|test-results|node_modules|\.next[^/]*)\/|\.test\.tsx?$|^playwright\.config\.ts$/;

/** Every `process.env.NAME` / `env.NAME` in the site's own sources, build files and entry scripts. */
function variablesReadBySources(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(SITE, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(ts|tsx|mjs)$/.test(file) || TEST_ONLY.test(file)) continue;
    for (const match of readFileSync(path.join(SITE, file), 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) {
      if (!SET_BY_NEXT.has(match[1]!)) names.add(match[1]!);
    }
  }
  return [...names];
}

describe("the site's variables", () => {
  it('are every one in the root README configuration table, the checked ones and those the build and entry read', () => {
    const read = variablesReadBySources();
    expect(read).toEqual(expect.arrayContaining(['MEDIA_HOSTS', 'SITE_HOST', 'SITE_CACHE_MAX_BYTES']));
    expect(undocumentedVariables([...SITE_VARIABLES, ...read].filter((name) => !SET_BY_NEXT.has(name)))).toEqual([]);
  });
});
