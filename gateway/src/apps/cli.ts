/**
 * The app registry, for the gateway's operators (from the sources: `npm run apps -- <command>`;
 * in the production image: `node gateway/dist/apps-cli.mjs <command>`):
 *
 *   apps create <name> --scopes read[,forms,introspection] [--expires 365d|<yyyy-mm-dd>|never] [--rate-limit 600]
 *   apps key <name> [--expires …]          another key for the app (a rotation)
 *   apps update <name> [--scopes …] [--rate-limit N]
 *   apps publish <name> <manifest.json> [--replace]
 *   apps revoke <name>  |  apps revoke --key <key id>
 *   apps list [--json]
 *
 * Works on the registry every gateway reads (DATABASE_URL, else APPS_PATH) while they run: each
 * gateway sees a change within APPS_POLL_MS (2 s), without a restart. A key is printed once, at
 * creation; the registry keeps only its sha256.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildASTSchema, parse, type GraphQLSchema } from 'graphql';
import { loadConfig } from '../config';
import { loadTypeDefs } from '../type-defs';
import { issueKey } from './keys';
import { checkManifest } from './manifest';
import { openAppStore } from './open';
import { parseScopes } from './scopes';
import { AppRegistryError, type AppStore } from './store';

const USAGE = [
  'usage: apps create <name> --scopes read[,forms,introspection] [--expires 365d|<yyyy-mm-dd>|never] [--rate-limit N]',
  '       apps key <name> [--expires 365d|<yyyy-mm-dd>|never]',
  '       apps update <name> [--scopes read,forms,introspection] [--rate-limit N]',
  '       apps publish <name> <manifest.json> [--replace]',
  '       apps revoke <name> | apps revoke --key <key id>',
  '       apps list [--json]',
].join('\n');

const NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/i;
const DAY_MS = 86_400_000;
/** A key's life when --expires is not given. */
const DEFAULT_EXPIRY_DAYS = 365;
const DEFAULT_RATE_LIMIT = 600;
/** Largest manifest file read. */
const MANIFEST_MAX_BYTES = 20 * 1024 * 1024;

export interface AppsCliDeps {
  store: AppStore;
  print(line: string): void;
  now?: () => number;
  /** Where relative paths are read from (the process' working directory by default). */
  cwd?: string;
  schema?: () => GraphQLSchema;
}

/** `--expires`: a span from now (90d, 12h), a day (the key works until that day starts, UTC), or `never`. */
export function parseExpiry(text: string | undefined, now: number): number | null {
  if (text === undefined) return now + DEFAULT_EXPIRY_DAYS * DAY_MS;
  if (text === 'never') return null;
  const span = /^(\d{1,5})([hd])$/.exec(text);
  if (span) return now + Number(span[1]) * (span[2] === 'h' ? 3_600_000 : DAY_MS);
  const at = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  if (Number.isNaN(at)) throw new Error(`--expires: '${text}' is not 90d, 12h, yyyy-mm-dd or never`);
  if (at <= now) throw new Error(`--expires: ${text} is past`);
  return at;
}

function parseRateLimit(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--rate-limit: '${text}' is not a whole number >= 0`);
  return value;
}

const day = (ms: number | null) => (ms === null ? 'never' : new Date(ms).toISOString().slice(0, 16).replace('T', ' '));

/** Splits `<positional>… --flag value… --switch`. */
function readArgs(args: readonly string[], switches: readonly string[]) {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) positional.push(arg);
    else if (switches.includes(arg)) flags.set(arg, '');
    else {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
      flags.set(arg, value);
      i++;
    }
  }
  return { positional, flags };
}

export async function runAppsCommand(args: readonly string[], deps: AppsCliDeps): Promise<number> {
  const { store, print } = deps;
  const now = (deps.now ?? Date.now)();
  const [command, ...rest] = args;
  try {
    const { positional, flags } = readArgs(rest, ['--json', '--replace']);
    const known = {
      create: ['--scopes', '--expires', '--rate-limit', '--json'],
      key: ['--expires', '--json'],
      update: ['--scopes', '--rate-limit'],
      publish: ['--replace'],
      revoke: ['--key'],
      list: ['--json'],
    } as Record<string, string[]>;
    if (!command || !known[command]) {
      print(USAGE);
      return 2;
    }
    for (const flag of flags.keys())
      if (!known[command]!.includes(flag)) throw new Error(`${command}: unknown flag ${flag}`);
    const [name] = positional;
    if (command !== 'list' && !(command === 'revoke' && flags.has('--key')) && (!name || !NAME.test(name))) {
      throw new Error(`${command}: name the app (letters, digits, - and _, at most 40)`);
    }
    switch (command) {
      case 'create': {
        if (!flags.has('--scopes')) throw new Error('create: give --scopes (read, forms, introspection)');
        const scopes = parseScopes(flags.get('--scopes')!);
        const expiresAt = parseExpiry(flags.get('--expires'), now);
        const rateLimitPerMinute = parseRateLimit(flags.get('--rate-limit')) ?? DEFAULT_RATE_LIMIT;
        const issued = issueKey();
        await store.createApp(
          { name: name!, scopes, rateLimitPerMinute, createdAt: now },
          { id: issued.id, hash: issued.hash, createdAt: now, expiresAt },
        );
        printKey(print, flags.has('--json'), { app: name!, key: issued.key, id: issued.id, expiresAt });
        if (!flags.has('--json'))
          print(`scopes ${scopes.join(',')}; ${rateLimitPerMinute || 'no'} requests per minute`);
        return 0;
      }
      case 'key': {
        const expiresAt = parseExpiry(flags.get('--expires'), now);
        const issued = issueKey();
        await store.addKey(name!, { id: issued.id, hash: issued.hash, createdAt: now, expiresAt });
        printKey(print, flags.has('--json'), { app: name!, key: issued.key, id: issued.id, expiresAt });
        return 0;
      }
      case 'update': {
        const scopes = flags.has('--scopes') ? parseScopes(flags.get('--scopes')!) : undefined;
        const rateLimitPerMinute = parseRateLimit(flags.get('--rate-limit'));
        if (!scopes && rateLimitPerMinute === undefined) throw new Error('update: give --scopes or --rate-limit');
        await store.updateApp(name!, { scopes, rateLimitPerMinute });
        print(`app ${name} updated`);
        return 0;
      }
      case 'publish': {
        const file = positional[1];
        if (!file) throw new Error('publish: give the manifest file (JSON, "sha256:<hex>": "<document>")');
        // `-`: the manifest on standard input (`docker compose exec -T … publish <app> - < manifest.json`).
        const path = file === '-' ? 0 : resolve(deps.cwd ?? process.cwd(), file);
        const tooLarge = () => new Error(`${file}: larger than ${MANIFEST_MAX_BYTES >> 20} MB`);
        if (path !== 0 && statSync(path).size > MANIFEST_MAX_BYTES) throw tooLarge();
        const raw = readFileSync(path);
        if (raw.length > MANIFEST_MAX_BYTES) throw tooLarge();
        let manifest: unknown;
        try {
          manifest = JSON.parse(raw.toString('utf8'));
        } catch (error) {
          throw new Error(`${file}: not JSON (${(error as Error).message})`);
        }
        const app = (await store.snapshot()).apps.find((row) => row.name === name);
        if (!app || app.revokedAt !== null) throw new Error(`publish: no standing app named ${name}`);
        const checked = checkManifest(manifest, (deps.schema ?? defaultSchema)(), app.scopes);
        if (!checked.ok) {
          for (const problem of checked.problems) print(`refused: ${problem}`);
          print(`nothing published: ${checked.problems.length} problem(s) in ${file}`);
          return 1;
        }
        const { added, removed } = await store.publish(name!, checked.documents, {
          at: now,
          replace: flags.has('--replace'),
        });
        print(
          `${name}: ${added} new document(s) of ${checked.documents.length}` +
            (flags.has('--replace') ? `, ${removed} dropped` : '') +
            '; gateways serve them within seconds',
        );
        return 0;
      }
      case 'revoke': {
        if (flags.has('--key')) {
          const id = flags.get('--key')!;
          if (!(await store.revokeKey(id, now))) throw new Error(`revoke: no standing key ${id}`);
          print(`key ${id} revoked; gateways refuse it within seconds`);
        } else {
          if (!(await store.revokeApp(name!, now))) throw new Error(`revoke: no standing app named ${name}`);
          print(`app ${name} revoked (its keys and documents); gateways refuse them within seconds`);
        }
        return 0;
      }
      case 'list': {
        const snapshot = await store.snapshot();
        const documents = new Map<string, number>();
        for (const row of snapshot.documents) documents.set(row.app, (documents.get(row.app) ?? 0) + 1);
        const apps = snapshot.apps.map((app) => ({
          ...app,
          documents: documents.get(app.name) ?? 0,
          keys: snapshot.keys
            .filter((key) => key.app === app.name)
            .map(({ id, createdAt, expiresAt, revokedAt }) => ({ id, createdAt, expiresAt, revokedAt })),
        }));
        if (flags.has('--json')) {
          print(JSON.stringify({ version: snapshot.version, apps }));
          return 0;
        }
        if (apps.length === 0) print('no apps registered (npm run apps -- create <name> --scopes read)');
        for (const app of apps) {
          const state = app.revokedAt === null ? '' : `  REVOKED ${day(app.revokedAt)}`;
          print(
            `${app.name}  scopes ${app.scopes.join(',')}  ${app.rateLimitPerMinute || 'unlimited'}/min  ${app.documents} document(s)${state}`,
          );
          for (const key of app.keys) {
            const status =
              key.revokedAt !== null
                ? `revoked ${day(key.revokedAt)}`
                : key.expiresAt !== null && key.expiresAt <= now
                  ? `EXPIRED ${day(key.expiresAt)}`
                  : `expires ${day(key.expiresAt)}`;
            print(`  key ${key.id}  created ${day(key.createdAt)}  ${status}`);
          }
        }
        return 0;
      }
    }
    return 2;
  } catch (error) {
    if (!(error instanceof AppRegistryError) && !(error instanceof Error)) throw error;
    print(`apps ${command}: ${error.message}`);
    return 1;
  }
}

function printKey(
  print: (line: string) => void,
  json: boolean,
  key: { app: string; key: string; id: string; expiresAt: number | null },
): void {
  if (json) return print(JSON.stringify(key));
  print(`app ${key.app}: key ${key.id}, expires ${day(key.expiresAt)}`);
  print(key.key);
  print('Shown once: the registry keeps only its sha256. Send it as the x-agency-app-key header.');
}

const defaultSchema = () => buildASTSchema(parse(loadTypeDefs().join('\n')));

if (import.meta.url === `file://${process.argv[1]}`) {
  const store = openAppStore(loadConfig());
  process.exitCode = await runAppsCommand(process.argv.slice(2), {
    store,
    print: (line) => console.log(line),
  }).finally(() => store.close());
}
