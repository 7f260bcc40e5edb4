// A throwaway PostgreSQL cluster from Debian's packages (postgresql-15), for the native production
// shape and the tests: initdb into a folder of its own, a server on a loopback port with its socket in
// that folder, one database `agency` for the user `agency` (trust on loopback: this machine only).
// PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Runs a PostgreSQL program, as `postgres` when this process is root; throws with its output on failure. */
function pg(program, args) {
  const command = path.join(BIN, program);
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${program}: ${result.error.message} (apt-get install postgresql)`);
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The uid and gid PostgreSQL runs as: this process's, or `postgres`'s when this process is root. */
function serverUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * As root, the server runs as `postgres`, which must pass through every folder above `dir`: those
 * closed to others get their search bit (not their listing) for it.
 */
function letServerReach(dir) {
  if (process.getuid?.() !== 0) return;
  for (let folder = path.dirname(path.resolve(dir)); ; folder = path.dirname(folder)) {
    const { mode } = fs.statSync(folder);
    if ((mode & 0o001) === 0) fs.chmodSync(folder, (mode & 0o7777) | 0o001);
    if (folder === path.dirname(folder)) break;
  }
}

/** Creates the cluster in `dir`/cluster unless it holds one already; returns its folder. */
function prepareCluster(dir) {
  fs.mkdirSync(dir, { recursive: true });
  letServerReach(dir);
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const cluster = path.join(dir, 'cluster');
  if (!fs.existsSync(path.join(cluster, 'PG_VERSION'))) {
    if (process.getuid?.() === 0) {
      fs.mkdirSync(cluster, { recursive: true, mode: 0o700 });
      spawnSync('chown', ['postgres:postgres', cluster]);
    }
    pg('initdb', ['-D', cluster, '-A', 'trust', '-U', 'agency', '--encoding', 'UTF8', '--no-instructions']);
  }
  return cluster;
}

/** The server's options: loopback only, its socket in `dir`, room for every gateway's pool. */
const serverOptions = (dir, port) => [
  '-p',
  String(port),
  '-k',
  dir,
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  'max_connections=200',
];

/** Creates the database `agency` unless the running server has it; returns its URL. */
function ensureDatabase(port) {
  const databases = pg('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'agency',
    '-d',
    'postgres',
    '-Atc',
    'SELECT datname FROM pg_database',
  ]);
  if (!databases.split('\n').includes('agency')) {
    pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'agency', 'agency']);
  }
  return `postgres://agency@127.0.0.1:${port}/agency`;
}

/**
 * The server in the foreground, for a supervisor that runs it as one of its children (the native
 * production shape): `{ command, args, options }` for spawn, the cluster in `dataDir` created when
 * missing. Once its port opens, `ready()` creates the database and resolves with its URL. SIGTERM
 * or SIGINT stop it cleanly.
 */
export function postgresServer({ dataDir, port }) {
  const cluster = prepareCluster(dataDir);
  return {
    command: path.join(BIN, 'postgres'),
    args: ['-D', cluster, ...serverOptions(dataDir, port)],
    options: { cwd: dataDir, ...serverUser(), env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8' } },
    ready: () => ensureDatabase(port),
  };
}

/**
 * Starts a cluster in `dataDir` (created, or reused when it already holds one) on `port`; resolves
 * with { url, port, stop() } once it accepts connections.
 */
export async function startPostgres({ dataDir, port } = {}) {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'postgres-'));
  const listen = port ?? (await freePort());
  const cluster = prepareCluster(dir);
  pg('pg_ctl', [
    '-D',
    cluster,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    '-o',
    serverOptions(dir, listen).join(' '),
    'start',
  ]);
  return {
    url: ensureDatabase(listen),
    port: listen,
    dir,
    stop() {
      try {
        pg('pg_ctl', ['-D', cluster, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
    },
  };
}
