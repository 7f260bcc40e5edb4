import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAppsCommand } from '../src/apps/cli';
import { openAppStore } from '../src/apps/open';
import { ERROR_CODES } from '../src/errors';
import { startGateway, type RunningGateway } from '../src/server';
import { APP_KEY_HEADER } from '../src/security/trusted-documents';
import { startPostgresServer } from './postgres-server';
import { startStack, type Stack } from './stack';

/*
 * The app registry as operators and app developers meet it: the real CLI (`npm run apps`, here
 * its source run by tsx) writes the registry two running gateways share (one APPS_PATH), and each
 * gateway picks changes up by polling its version, with no restart.
 */
const GATEWAY_DIR = fileURLToPath(new URL('..', import.meta.url));
const POLL_MS = 200;
const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const run = promisify(execFile);

let postgres: Awaited<ReturnType<typeof startPostgresServer>> | undefined;
afterAll(async () => {
  await postgres?.stop();
});

describe.each(['sqlite', 'postgres'] as const)('the app registry in %s', (kind) => {
  let stack: Stack;
  let second: RunningGateway;
  /** Where the registry is: the gateways' APPS_PATH, or DATABASE_URL. */
  let registryEnv: Record<string, string>;
  let gateways: string[];

  beforeAll(async () => {
    const databaseUrl = kind === 'postgres' ? await (postgres ??= await startPostgresServer()).database() : '';
    stack = await startStack({
      env: {
        GATEWAY_ENV: 'production',
        APPS_POLL_MS: String(POLL_MS),
        QUERY_RATE_LIMIT_PER_MINUTE: '600',
        DATABASE_URL: databaseUrl,
      },
    });
    const config = stack.gateway.gateway.config;
    registryEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : { APPS_PATH: config.appsPath };
    second = await startGateway({
      ...config,
      outboxPath: join(stack.dataDir, 'outbox-b.sqlite'),
      usagePath: join(stack.dataDir, 'usage-b.sqlite'),
    });
    gateways = [stack.gatewayUrl, second.url];
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await stack?.close();
  });

  /** The CLI as an operator runs it, on the gateways' registry. */
  async function apps(...args: string[]): Promise<string> {
    const { stdout } = await run(join(GATEWAY_DIR, 'node_modules/.bin/tsx'), ['src/apps/cli.ts', ...args], {
      cwd: GATEWAY_DIR,
      env: { ...process.env, ...registryEnv },
    });
    return stdout;
  }

  /** What the store holds, as text: the SQLite files (read by another process: closing a file SQLite has open in this one would drop its locks), or PostgreSQL's rows. */
  async function storedBytes(): Promise<string> {
    if (registryEnv.DATABASE_URL) {
      const client = new pg.Client({ connectionString: registryEnv.DATABASE_URL });
      await client.connect();
      try {
        const tables = ['apps', 'app_keys', 'app_documents', 'apps_meta'];
        return JSON.stringify(
          await Promise.all(tables.map(async (t) => (await client.query(`SELECT * FROM ${t}`)).rows)),
        );
      } finally {
        await client.end();
      }
    }
    const files = readdirSync(stack.dataDir).filter((file) => file.startsWith('apps.sqlite'));
    return (await run('cat', files, { cwd: stack.dataDir, encoding: 'latin1', maxBuffer: 64 << 20 })).stdout;
  }

  interface Answer {
    status: number;
    headers: Headers;
    body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
  }

  async function post(gateway: string, body: unknown, key?: string): Promise<Answer> {
    const response = await fetch(`${gateway}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: GRAPHQL_RESPONSE,
        ...(key ? { [APP_KEY_HEADER]: key } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
  }

  const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;

  /** Asks until `done` holds (each gateway polls every POLL_MS); the time it took, or a failure after 5 s. */
  async function eventually(check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > 5000) throw new Error('not within 5 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    return Date.now() - started;
  }

  function manifestOf(...texts: string[]): { path: string; ids: string[] } {
    const entries = texts.map((text) => [`sha256:${createHash('sha256').update(text).digest('hex')}`, text] as const);
    const path = join(stack.dataDir, `manifest-${entries[0]![0].slice(7, 15)}.json`);
    writeFileSync(path, JSON.stringify(Object.fromEntries(entries)));
    return { path, ids: entries.map(([id]) => id) };
  }

  const BRANDS = 'query CastingBrands { brands { key } }';

  describe('apps managed without a restart', () => {
    let key: string;
    let documentId: string;

    it('create prints a key once; the registry holds only its sha256', async () => {
      const created = JSON.parse(await apps('create', 'casting', '--scopes', 'read', '--expires', '30d', '--json')) as {
        key: string;
        id: string;
      };
      key = created.key;
      expect(key).toMatch(/^agk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
      // Every file of the store (the database, its WAL), or every row, holds the hash, never the key or its secret.
      const secret = key.split('_').slice(2).join('_');
      const bytes = await storedBytes();
      expect(bytes).not.toContain(key);
      expect(bytes).not.toContain(secret);
      expect(bytes).toContain(createHash('sha256').update(key).digest('hex'));
      expect(await apps('list')).toMatch(/casting {2}scopes read {2}600\/min {2}0 document\(s\)/);
    });

    it('publish makes the app’s persisted query run on both gateways, with its key and without, no restart', async () => {
      const manifest = manifestOf(BRANDS);
      documentId = manifest.ids[0]!;
      for (const gateway of gateways) {
        const before = await post(gateway, { documentId }, key);
        expect([before.status, codeOf(before)]).toEqual([404, 'PERSISTED_DOCUMENT_NOT_FOUND']);
      }
      expect(await apps('publish', 'casting', manifest.path)).toMatch(/1 new document/);
      for (const gateway of gateways) {
        await eventually(async () => (await post(gateway, { documentId }, key)).status === 200);
        const withKey = await post(gateway, { documentId }, key);
        expect(withKey.body.errors).toBeUndefined();
        expect((withKey.body.data?.brands as unknown[]).length).toBeGreaterThan(0);
        // A phone app's public clients send the id and no key, as the site's visitors do.
        const anonymous = await post(gateway, { documentId });
        expect([anonymous.status, anonymous.body.errors]).toEqual([200, undefined]);
      }
      // Its clients' use counts as the app's (the schema check protects what they read).
      const metrics = await (await fetch(`${gateways[1]}/metrics`)).text();
      expect(metrics).toMatch(/gateway_operation_seconds_count\{operation="CastingBrands",app="casting"\} \d+/);
      expect(metrics).not.toMatch(/operation="CastingBrands",app="anonymous"/);
      expect(metrics).toMatch(/^gateway_app_registry_version [1-9]\d*$/m);
      expect(metrics).toMatch(/^gateway_app_registry_unreadable 0$/m);
    });

    it('refuses a manifest whose documents do not fit the schema or the app’s scopes, publishing none of it', async () => {
      const bad = manifestOf(
        'query Fine { brands { key } }',
        'query Broken { noSuchField }',
        'mutation Contact($input: ContactMessageInput!) { sendContactMessage(brand: MUSIC, input: $input) { __typename } }',
      );
      await expect(apps('publish', 'casting', bad.path)).rejects.toMatchObject({
        stdout: expect.stringMatching(/noSuchField[\s\S]*needs the scope forms[\s\S]*nothing published/),
      });
      const fine = await post(gateways[0]!, { documentId: bad.ids[0] });
      expect(codeOf(fine)).toBe('PERSISTED_DOCUMENT_NOT_FOUND');
    });

    it('a key runs what its scopes cover: a read key may query, not mutate nor introspect', async () => {
      const query = await post(gateways[0]!, { query: '{ brands { key } }' }, key);
      expect([query.status, query.body.errors]).toEqual([200, undefined]);
      const mutation = await post(
        gateways[0]!,
        {
          query:
            'mutation { sendContactMessage(brand: MUSIC, input: { name: "A", email: "a@b.co", phone: "+55 (11) 91234-5678", message: "hi" }) { __typename } }',
        },
        key,
      );
      expect([mutation.status, codeOf(mutation)]).toEqual([ERROR_CODES.APP_SCOPE_MISSING.status, 'APP_SCOPE_MISSING']);
      expect(mutation.body.errors?.[0]?.message).toMatch(/'forms'/);
      // Refused before it ran: nothing entered the outbox.
      expect(stack.gateway.gateway.forms.services.outbox.counts()).toMatchObject({ pending: 0 });
      const introspection = await post(gateways[0]!, { query: '{ __schema { queryType { name } } }' }, key);
      expect([introspection.status, codeOf(introspection)]).toEqual([403, 'APP_SCOPE_MISSING']);
      expect(JSON.stringify(introspection.body)).not.toContain('queryType');
    });

    it('revoking stops the key and the app’s documents on both gateways within seconds', async () => {
      await apps('revoke', 'casting');
      for (const gateway of gateways) {
        await eventually(async () => (await post(gateway, { documentId }, key)).status === 401);
        const refused = await post(gateway, { documentId }, key);
        expect(codeOf(refused)).toBe('APP_KEY_REVOKED');
        const anonymous = await post(gateway, { documentId });
        expect([anonymous.status, codeOf(anonymous)]).toEqual([404, 'PERSISTED_DOCUMENT_NOT_FOUND']);
      }
      expect(await apps('list')).toMatch(/casting .* REVOKED/);
    });
  });

  describe('keys refused with the documented code', () => {
    const store = () =>
      openAppStore({ appsPath: registryEnv.APPS_PATH ?? '', databaseUrl: registryEnv.DATABASE_URL ?? null });
    const inProcess = async (now: number, ...args: string[]) => {
      const lines: string[] = [];
      const registry = store();
      try {
        expect(await runAppsCommand(args, { store: registry, print: (line) => lines.push(line), now: () => now })).toBe(
          0,
        );
      } finally {
        await registry.close();
      }
      return lines;
    };

    it('an expired key: 401 APP_KEY_EXPIRED naming the date', async () => {
      // Made two hours ago with an hour to live.
      const [line] = await inProcess(
        Date.now() - 2 * 3_600_000,
        'create',
        'lapsed',
        '--scopes',
        'read',
        '--expires',
        '1h',
        '--json',
      );
      const { key } = JSON.parse(line!) as { key: string };
      await eventually(
        async () => codeOf(await post(gateways[1]!, { query: '{ brands { key } }' }, key)) !== 'UNKNOWN_APP_KEY',
      );
      const refused = await post(gateways[1]!, { query: '{ brands { key } }' }, key);
      expect([refused.status, codeOf(refused)]).toEqual([ERROR_CODES.APP_KEY_EXPIRED.status, 'APP_KEY_EXPIRED']);
      expect(refused.body.errors?.[0]?.message).toMatch(/expired on \d{4}-\d{2}-\d{2}T/);
      expect(refused.body.data).toBeUndefined();
    });

    it('a made-up key of the registry’s shape: 401 UNKNOWN_APP_KEY', async () => {
      const refused = await post(
        gateways[0]!,
        { query: '{ brands { key } }' },
        `agk_${'0'.repeat(16)}_${'A'.repeat(43)}`,
      );
      expect([refused.status, codeOf(refused)]).toEqual([401, 'UNKNOWN_APP_KEY']);
    });

    it('a per-app rate limit: 429 RATE_LIMITED with the RateLimit fields, counted per app whatever the address', async () => {
      const [line] = await inProcess(
        Date.now(),
        'create',
        'metered',
        '--scopes',
        'read',
        '--rate-limit',
        '3',
        '--json',
      );
      const { key } = JSON.parse(line!) as { key: string };
      const gateway = gateways[0]!;
      await eventually(async () => (await post(gateway, { query: '{ brands { key } }' }, key)).status === 200);
      const answers: Answer[] = [];
      for (let i = 0; i < 3; i++) answers.push(await post(gateway, { query: '{ brands { key } }' }, key));
      const statuses = answers.map((a) => a.status);
      // The first request (above) took one of the three.
      expect(statuses).toEqual([200, 200, 429]);
      expect(answers[0]!.headers.get('ratelimit-policy')).toBe('"requests";q=3;w=60');
      expect(answers[0]!.headers.get('ratelimit')).toMatch(/^"requests";r=1;t=\d+$/);
      const refused = answers[2]!;
      expect(codeOf(refused)).toBe('RATE_LIMITED');
      expect(refused.body.errors?.[0]?.message).toMatch(/for app metered/);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.headers.get('ratelimit')).toMatch(/^"requests";r=0;t=\d+$/);
      // Visitors from the same address keep their own quota.
      const visitor = await post(gateway, { documentId: `sha256:${'0'.repeat(64)}` });
      expect(visitor.status).toBe(404);
    });
  });
});
