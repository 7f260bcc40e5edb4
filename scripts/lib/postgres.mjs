// A throwaway PostgreSQL cluster from Debian's packages (postgresql-15), for the native production
// shape and the tests: initdb into a folder of its own, a server on a loopback port with its socket in
// that folder, one database `agency` owned by the role `agency`. Every login needs a password (scram):
// the cluster's superuser `agency_admin` has one kept in the folder, and `agency`, no superuser, gets a
// new one each time the server is made ready, written to `agency.password` (0600) as Redis' is. Any
// other user of the machine can reach the port, so trust would let one mint app keys in the registry.
// PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * Runs a PostgreSQL program, as `postgres` when this process is root; throws with its output on
 * failure. `input` goes to its standard input (SQL with a password never appears on a command line
 * other users can list); `env` is added to its environment.
 */
function pg(program, args, { input, env = {} } = {}) {
  const command = path.join(BIN, program);
  const asRoot = process.getuid?.() === 0;
  const options = { encoding: 'utf8', input, env: { ...process.env, ...env } };
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], options)
    : spawnSync(command, args, options);
  if (result.error) throw new Error(`${program}: ${result.error.message} (apt-get install postgresql)`);
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** The cluster's superuser, whose password stays in the data folder (admin.password, 0600). */
const ADMIN = 'agency_admin';
/** The gateways' role and database. */
const APP = 'agency';

/** Writes `text` to `file` readable by its owner only (the server's user when this process is root). */
function writePrivate(file, text) {
  fs.writeFileSync(file, text, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres:postgres', file]);
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

/**
 * Creates the cluster in `dir`/cluster unless it holds one already, its superuser's password in
 * `dir`/admin.password; returns its folder. A cluster from before passwords (no such file: trust
 * for every local login) is made anew: it is the native shape's throwaway outbox.
 */
function prepareCluster(dir) {
  fs.mkdirSync(dir, { recursive: true });
  letServerReach(dir);
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const cluster = path.join(dir, 'cluster');
  const adminPassword = path.join(dir, 'admin.password');
  if (fs.existsSync(path.join(cluster, 'PG_VERSION')) && !fs.existsSync(adminPassword))
    fs.rmSync(cluster, { recursive: true, force: true });
  if (!fs.existsSync(path.join(cluster, 'PG_VERSION'))) {
    if (process.getuid?.() === 0) {
      fs.mkdirSync(cluster, { recursive: true, mode: 0o700 });
      spawnSync('chown', ['postgres:postgres', cluster]);
    }
    writePrivate(adminPassword, `${randomBytes(32).toString('hex')}\n`);
    pg('initdb', [
      '-D',
      cluster,
      '-A',
      'scram-sha-256',
      '-U',
      ADMIN,
      `--pwfile=${adminPassword}`,
      '--encoding',
      'UTF8',
      '--no-instructions',
    ]);
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

/**
 * Makes the role `agency` (no superuser, no role or database creation) and its database unless the
 * running server has them, gives the role a new password (`dir`/agency.password, 0600), and returns
 * the database's URL with it. The superuser signs in with its password from a pgpass file of its own.
 */
function ensureDatabase(dir, port) {
  const adminPassword = fs.readFileSync(path.join(dir, 'admin.password'), 'utf8').trim();
  const passFile = path.join(dir, 'admin.pgpass');
  writePrivate(passFile, `127.0.0.1:${port}:*:${ADMIN}:${adminPassword}\n`);
  const password = randomBytes(24).toString('hex');
  const sql = [
    `SELECT 'CREATE ROLE ${APP} LOGIN' WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${APP}') \\gexec`,
    `ALTER ROLE ${APP} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD '${password}';`,
    `SELECT 'CREATE DATABASE ${APP} OWNER ${APP}' WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = '${APP}') \\gexec`,
    `ALTER DATABASE ${APP} OWNER TO ${APP};`,
    `\\c ${APP}`,
    `ALTER SCHEMA public OWNER TO ${APP};`,
  ].join('\n');
  pg(
    'psql',
    ['-h', '127.0.0.1', '-p', String(port), '-U', ADMIN, '-d', 'postgres', '-w', '-v', 'ON_ERROR_STOP=1', '-q'],
    {
      input: sql,
      env: { PGPASSFILE: passFile },
    },
  );
  writePrivate(path.join(dir, 'agency.password'), `${password}\n`);
  return `postgres://${APP}:${password}@127.0.0.1:${port}/${APP}`;
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
    ready: () => ensureDatabase(dataDir, port),
  };
}

/**
 * Starts a cluster in `dataDir` (created, or reused when it already holds one) on `port`; resolves
 * with { url, adminUrl, port, dir, stop() } once it accepts connections.
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
    url: ensureDatabase(dir, listen),
    // The superuser's URL, for tests that make a database each (CREATE DATABASE … OWNER agency).
    adminUrl: `postgres://${ADMIN}:${fs.readFileSync(path.join(dir, 'admin.password'), 'utf8').trim()}@127.0.0.1:${listen}/postgres`,
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
