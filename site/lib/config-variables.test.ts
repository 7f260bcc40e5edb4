import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIABLES, expandName } from '@agency/schema/config-variables';
import { readMatchesRow, variablesReadBy } from '@agency/schema/env-reads';
import { SITE_VARIABLES } from './config';
import { SITE_SECRETS } from './shell/start-settings.mjs';

const SITE = path.resolve(import.meta.dirname, '..');
/** Test infrastructure (browser tests, unit test runner), not the product. */
const HARNESS = /^(playwright|vitest)\.config\.ts$/;
const siteRows = VARIABLES.filter((r) => r.services.includes('site'));

describe("the site's variables", () => {
  it('are every one in the variable table: the app’s checked ones, the server’s start settings, the build’s', () => {
    const read = [...SITE_VARIABLES, ...variablesReadBy(SITE, { skip: HARNESS })];
    // The start settings (lib/shell/start-settings.mjs), the server (scripts/serve-brands.mjs), the build (next.config.ts).
    expect(read).toEqual(expect.arrayContaining(['MEDIA_HOSTS', 'SITE_HOST', 'SHUTDOWN_GRACE_MS', 'RELEASE_ID']));
    expect(read.filter((name) => !siteRows.some((r) => readMatchesRow(name, r)))).toEqual([]);
  });

  it('and the table names none the site does not read', () => {
    const read = [...SITE_VARIABLES, ...variablesReadBy(SITE, { skip: HARNESS, withSchema: true })];
    const unread = siteRows.filter((r) => !r.pending && !read.some((name) => readMatchesRow(name, r)));
    expect(unread.map((r) => r.name)).toEqual([]);
  });

  it('take as files exactly the secrets the table names for the site', () => {
    const secrets = siteRows.filter((r) => r.secret && !r.pending).flatMap((r) => expandName(r.name));
    expect([...SITE_SECRETS].sort()).toEqual(secrets.sort());
  });
});
