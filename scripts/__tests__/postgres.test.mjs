import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startPostgres } from '../lib/postgres.mjs';

/*
 * The native shape's PostgreSQL (scripts/lib/postgres.mjs), as another user of the machine meets
 * it: no login without a password, the gateways' role no superuser, its password new each run in a
 * file only its owner reads.
 */
const PSQL = path.join(process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin', 'psql');
let server;
let dir;

/** psql as a local user would run it: the given URL or options, never prompting; { status, out }. */
function psql(args, env = {}) {
  const result = spawnSync(PSQL, ['-w', '-At', ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, PGPASSFILE: '/dev/null', ...env },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postgres-test-'));
});
after(() => {
  server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('no login without a password, the app role is no superuser, and its password is new each run', async () => {
  server = await startPostgres({ dataDir: dir });
  const { port } = server;
  // What a local user tried: the app's role, the superuser, over TCP and over the socket, no password.
  for (const user of ['agency', 'agency_admin', 'postgres']) {
    for (const host of ['127.0.0.1', dir]) {
      const attempt = psql(['-h', host, '-p', String(port), '-U', user, '-d', 'agency', '-c', 'SELECT 1']);
      assert.notEqual(attempt.status, 0, `${user} via ${host} signed in without a password`);
      assert.match(attempt.out, /password/i);
    }
  }
  // The app's URL works, and its role can do what the gateways do (a table of their own), no more.
  const roles = psql([
    server.url,
    '-c',
    'SELECT rolsuper, rolcreaterole, rolcreatedb FROM pg_roles WHERE rolname = current_user',
  ]);
  assert.equal(roles.status, 0, roles.out);
  assert.equal(roles.out.trim(), 'f|f|f');
  assert.equal(psql([server.url, '-c', 'CREATE TABLE probe (id int); DROP TABLE probe']).status, 0);
  assert.notEqual(psql([server.url, '-c', 'CREATE ROLE minted SUPERUSER']).status, 0);
  // Its password: in a file only its owner reads, the one in the URL.
  const file = path.join(dir, 'agency.password');
  assert.equal(fs.statSync(file).mode & 0o777, 0o600);
  assert.equal(new URL(server.url).password, fs.readFileSync(file, 'utf8').trim());
  // A new run gives a new one; the old stops working.
  const first = server.url;
  server.stop();
  server = await startPostgres({ dataDir: dir });
  assert.notEqual(server.url, first);
  assert.notEqual(psql([first, '-c', 'SELECT 1']).status, 0);
  assert.equal(psql([server.url, '-c', 'SELECT 1']).status, 0);
});
