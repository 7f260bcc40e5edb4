import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY_HEADER, appKeyHash } from '../src/security/trusted-documents';
import { readUsage } from '../src/usage/cli';
import { startStack, type Stack } from './stack';

/*
 * The deprecation policy against real usage: an app runs a query through the gateway, the gateway
 * records which parts of the schema it used (per app and operation, in its usage file), and the
 * schema check then refuses to remove a field that app used, even past the field's announced
 * removal date, and lets the removal through once no app's usage names it.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const APP_KEY = 'schema-usage-test-key-0123456789abcdef0123456789';
const PUBLISHED_SDL = readFileSync(join(ROOT, 'schema/published/schema.graphql'), 'utf8');
const FIELD = '  """Accent colour as #RRGGBB."""\n  color: String!\n';

let stack: Stack;
let usagePath: string;
beforeAll(async () => {
  stack = await startStack({
    env: { GATEWAY_ENV: 'production', GATEWAY_APP_KEYS: `casting-tool:${appKeyHash(APP_KEY)}` },
  });
  usagePath = stack.gateway.gateway.config.usagePath;
});
afterAll(async () => {
  await stack?.close();
});

/** A published copy where Brand.color was deprecated for a date long past, and a current SDL without it. */
function removalOfBrandColor(): { sdlDir: string; publishedDir: string } {
  expect(PUBLISHED_SDL).toContain(FIELD);
  const dir = mkdtempSync(join(tmpdir(), 'schema-policy-'));
  const sdlDir = join(dir, 'graphql');
  const publishedDir = join(dir, 'published');
  mkdirSync(sdlDir);
  mkdirSync(publishedDir);
  writeFileSync(
    join(publishedDir, 'schema.graphql'),
    PUBLISHED_SDL.replace(
      FIELD,
      FIELD.replace('String!', 'String! @deprecated(reason: "Use theme. Removal after 2020-01-01")'),
    ),
  );
  writeFileSync(join(sdlDir, 'schema.graphql'), PUBLISHED_SDL.replace(FIELD, ''));
  return { sdlDir, publishedDir };
}

function publish(dirs: { sdlDir: string; publishedDir: string }, usage: string) {
  return spawnSync(
    process.execPath,
    [
      'scripts/schema-registry.mjs',
      'publish',
      '--breaking',
      'test',
      '--sdl-dir',
      dirs.sdlDir,
      '--published-dir',
      dirs.publishedDir,
      '--usage',
      usage,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
}

describe('the schema check reads the usage the gateway records', () => {
  it('records the fields, arguments and enum values an app used, per operation', async () => {
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [APP_KEY_HEADER]: APP_KEY },
      body: JSON.stringify({ query: 'query Palette { brand(key: MUSIC) { name color } }' }),
    });
    expect(response.status).toBe(200);
    await stack.gateway.gateway.usage.flush();
    const used = (await readUsage([usagePath], 30)).filter((u) => u.app === 'casting-tool');
    expect(used.map((u) => u.coordinate)).toEqual(
      expect.arrayContaining(['Query.brand', 'Query.brand.key', 'BrandKey.MUSIC', 'Brand.name', 'Brand.color']),
    );
    expect(used.find((u) => u.coordinate === 'Brand.color')).toMatchObject({
      operations: ['Palette'],
      lastDay: new Date().toISOString().slice(0, 10),
    });
  });

  it('refuses to remove a field an app used in the last 30 days, naming the app', () => {
    const dirs = removalOfBrandColor();
    const result = publish(dirs, usagePath);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "Brand.color is removed, but app 'casting-tool' used it on " + new Date().toISOString().slice(0, 10),
    );
    // Nothing was published.
    expect(readFileSync(join(dirs.publishedDir, 'schema.graphql'), 'utf8')).toContain('color: String!');
  });

  it('publishes the removal when no app used the field lately (another gateway’s empty usage file)', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'usage-empty-'));
    const other = await startStack({ env: { OUTBOX_PATH: join(empty, 'outbox.sqlite') } });
    const emptyUsage = other.gateway.gateway.config.usagePath;
    await other.close();
    const dirs = removalOfBrandColor();
    const result = publish(dirs, emptyUsage);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readFileSync(join(dirs.publishedDir, 'schema.graphql'), 'utf8')).not.toContain('color: String!');
  });
});
