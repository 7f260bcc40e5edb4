import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildASTSchema, parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../../type-defs';
import { appKeyHash, APP_KEY_HEADER, parseAppKeys } from '../../security/trusted-documents';
import { parseExpiry } from '../cli';
import { issueKey, keyIdOf } from '../keys';
import { checkManifest } from '../manifest';
import { createAppRegistry, type AppRegistry } from '../registry';
import { scopesNeeded } from '../scopes';
import { SqliteAppStore } from '../sqlite-store';

const silent = { info: () => undefined, warn: () => undefined };
const headers = (key?: string) => new Headers(key === undefined ? {} : { [APP_KEY_HEADER]: key });
const sha = (text: string) => `sha256:${appKeyHash(text)}`;

describe('scopesNeeded', () => {
  it.each([
    ['query A { brands { key } }', ['read']],
    [
      'mutation M { sendContactMessage(brand: MUSIC, input: {name:"", email:"", phone:"", message:""}) { __typename } }',
      ['forms'],
    ],
    ['query I { __schema { types { name } } }', ['introspection']],
    ['query T { __type(name: "Brand") { name } brands { key } }', ['introspection', 'read']],
    ['query N { brands { __typename key } }', ['read']],
  ])('%s needs %j', (text, scopes) => {
    expect(scopesNeeded(parse(text)).sort()).toEqual([...scopes].sort());
  });
});

describe('keys', () => {
  it('are agk_<16 hex>_<43 base64url>, each different, found by their id', () => {
    const a = issueKey();
    const b = issueKey();
    expect(a.key).not.toBe(b.key);
    expect(keyIdOf(a.key)).toBe(a.id);
    expect(keyIdOf('partner-app-key-0123456789abcdef')).toBeNull();
    expect(a.hash).toBe(appKeyHash(a.key));
  });
  it('expire after a span, on a day, or never; a past day is refused', () => {
    const now = Date.parse('2026-11-28T00:00:00Z');
    expect(parseExpiry('30d', now)).toBe(now + 30 * 86_400_000);
    expect(parseExpiry('2027-01-01', now)).toBe(Date.parse('2027-01-01T00:00:00Z'));
    expect(parseExpiry('never', now)).toBeNull();
    expect(parseExpiry(undefined, now)).toBe(now + 365 * 86_400_000);
    expect(() => parseExpiry('2026-01-01', now)).toThrow(/past/);
    expect(() => parseExpiry('soon', now)).toThrow(/not 90d/);
  });
});

describe('checkManifest', () => {
  const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
  it('takes documents whose id is their text’s sha256, valid and within the scopes', () => {
    const text = 'query Brands { brands { key } }';
    expect(checkManifest({ [sha(text)]: text }, schema, ['read'])).toEqual({
      ok: true,
      documents: [{ id: sha(text), text }],
    });
  });
  it('refuses an id that is not the text’s hash, an anonymous operation, and one beyond the scopes', () => {
    const text = 'query Brands { brands { key } }';
    const anonymous = '{ brands { key } }';
    const result = checkManifest({ [sha('other')]: text, [sha(anonymous)]: anonymous, [sha(text)]: text }, schema, [
      'forms',
    ]);
    expect(result.ok).toBe(false);
    const problems = (result as { problems: string[] }).problems.join('\n');
    expect(problems).toMatch(/not the sha256 of its text/);
    expect(problems).toMatch(/exactly one named operation/);
    expect(problems).toMatch(/needs the scope read/);
  });
});

describe('the registry in memory', () => {
  let dir: string;
  let store: SqliteAppStore;
  let registry: AppRegistry;
  let now = Date.parse('2026-11-28T00:00:00Z');
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'apps-'));
    store = new SqliteAppStore(join(dir, 'apps.sqlite'));
    registry = createAppRegistry({
      store,
      environmentApps: parseAppKeys(`boot:${appKeyHash('bootstrap-key-0123456789')}`),
      environmentRateLimitPerMinute: 600,
      pollMs: 60_000,
      logger: silent,
      now: () => now,
    });
    await registry.start();
  });
  afterEach(async () => {
    await registry.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names the app of a key, or says why not: unknown, expired, revoked', async () => {
    const key = issueKey();
    const other = issueKey();
    await store.createApp(
      { name: 'casting', scopes: ['read'], rateLimitPerMinute: 60, createdAt: now },
      { id: key.id, hash: key.hash, createdAt: now, expiresAt: now + 1000 },
    );
    expect(await registry.refresh()).toBe(true);
    expect(await registry.refresh()).toBe(false);
    expect(registry.identify(headers())).toEqual({ kind: 'none' });
    expect(registry.identify(headers(key.key))).toMatchObject({
      kind: 'app',
      app: { name: 'casting', source: 'registry' },
    });
    // Same id, another secret: unknown, as is an id no key has.
    expect(registry.identify(headers(`agk_${key.id}_${other.key.slice(-43)}`))).toEqual({ kind: 'unknown' });
    expect(registry.identify(headers(other.key))).toEqual({ kind: 'unknown' });
    expect(registry.identify(headers('bootstrap-key-0123456789'))).toMatchObject({
      kind: 'app',
      app: { name: 'boot', source: 'environment' },
    });
    now += 1000;
    expect(registry.identify(headers(key.key))).toEqual({ kind: 'expired', name: 'casting', expiredAt: now });
    await store.revokeKey(key.id, now);
    await registry.refresh();
    expect(registry.identify(headers(key.key))).toEqual({ kind: 'revoked', name: 'casting' });
  });

  it('serves a standing app’s documents within its scopes only, and none once it is revoked', async () => {
    const key = issueKey();
    await store.createApp(
      { name: 'reader', scopes: ['read'], rateLimitPerMinute: 0, createdAt: now },
      { id: key.id, hash: key.hash, createdAt: now, expiresAt: null },
    );
    const query = 'query Brands { brands { key } }';
    const mutation =
      'mutation M { sendContactMessage(brand: MUSIC, input: {name:"", email:"", phone:"", message:""}) { __typename } }';
    // Written past the CLI's check (an app's scopes narrowed after it published): not served.
    await store.publish(
      'reader',
      [
        { id: sha(query), text: query },
        { id: sha(mutation), text: mutation },
      ],
      {
        at: now,
        replace: false,
      },
    );
    await registry.refresh();
    expect(registry.document(sha(query))).toMatchObject({ app: 'reader', operationName: 'Brands' });
    expect(registry.document(sha(mutation))).toBeUndefined();
    await store.revokeApp('reader', now);
    await registry.refresh();
    expect(registry.document(sha(query))).toBeUndefined();
  });

  it('keeps the registry last read while the store cannot be read', async () => {
    const key = issueKey();
    await store.createApp(
      { name: 'casting', scopes: ['read'], rateLimitPerMinute: 60, createdAt: now },
      { id: key.id, hash: key.hash, createdAt: now, expiresAt: null },
    );
    const polling = createAppRegistry({
      store,
      environmentApps: [],
      environmentRateLimitPerMinute: 600,
      pollMs: 20,
      logger: silent,
    });
    await polling.start();
    expect(polling.unreadable).toBe(false);
    await store.close();
    await expect(polling.refresh()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(polling.unreadable).toBe(true);
    expect(polling.identify(headers(key.key))).toMatchObject({ kind: 'app', app: { name: 'casting' } });
    await polling.close();
  });
});
