import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { root } from '../lib/steps.mjs';

/*
 * docker-compose.yml as written must run: validated by Compose itself (`docker compose config`, or
 * Debian's `docker-compose config`, which .ci/run installs), then read back for the rules it must
 * keep: every deployment setting required (no default secret, no sandbox outside the demo profile),
 * stateless gateways sharing one PostgreSQL only they reach, a bounded Redis, no forwarded header believed by the
 * gateway, rotated logs, a patched front (deploy/Caddyfile) as the only published service, and the
 * image built by the Dockerfile on Node 24 with no secret in its context.
 */
/** Compose as installed: the docker plugin when it answers, else Debian's docker-compose. */
function composeCommand() {
  const candidates = [
    ['docker', ['compose']],
    ['docker-compose', []],
  ];
  for (const [command, prefix] of candidates) {
    const probe = spawnSync(command, [...prefix, 'version'], { encoding: 'utf8' });
    if (!probe.error && probe.status === 0) return [command, prefix];
  }
  throw new Error('Neither `docker compose` nor `docker-compose` is installed (.ci/run installs docker-compose).');
}

function composeConfig(env, { envFile, profiles = [] } = {}) {
  const [command, prefix] = composeCommand();
  // An empty env file by default: the checkout's own .env (a developer's) must not fill what the test leaves out.
  let file = envFile;
  if (!file) {
    file = path.join(fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'compose-')), 'empty.env');
    fs.writeFileSync(file, '');
  }
  const profileArgs = profiles.flatMap((profile) => ['--profile', profile]);
  return spawnSync(command, [...prefix, '-p', 'agency', '--env-file', file, ...profileArgs, 'config'], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
}

const SECRETS = {
  SITE_GATEWAY_SECRET: 'test-site-secret',
  REVALIDATE_SECRET: 'test-revalidate-secret',
  REDIS_PASSWORD: 'test-redis-password',
  POSTGRES_PASSWORD: 'testpostgrespassword',
};

/** What a real deployment sets: the agency's back-ends, credentials, media hosts, image and TLS. */
const DEPLOYMENT = {
  ...SECRETS,
  AGENCY_IMAGE: 'ghcr.io/agency/agency:1.0.0',
  UPSTREAM_MANAGER_URL: 'https://mf.agency.example/api',
  UPSTREAM_MAIN_URL: 'https://painel.cqempresariamento.com.br',
  UPSTREAM_JABUTICABA_URL: 'https://painel.jabuticabacasting.com.br',
  UPSTREAM_DIGITAL_URL: 'https://painel.cqdigital.com.br',
  UPSTREAM_MUSIC_URL: 'https://painel.cqmusic.com.br',
  UPSTREAM_CULTURAL_URL: 'https://painel.cqcultural.com.br',
  MANAGER_SALT: 'salt-from-the-integration',
  MANAGER_API_KEY: 'key-from-the-integration',
  PANEL_SALT: 'salt-from-the-panels',
  PANEL_API_TOKEN: 'token-from-the-panels',
  MEDIA_HOSTS: 'https://painel.cqempresariamento.com.br,https://res.cloudinary.com/cqempresariamento/',
  FRONT_TLS: 'ops@agency.example',
};

test('refuses to run without any deployment setting (no default secret, back-end or media host)', () => {
  const text = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  for (const name of Object.keys(DEPLOYMENT)) {
    assert.match(text, new RegExp(`\\$\\{${name}:\\?set ${name}`), `${name} is required, with a message naming it`);
    assert.doesNotMatch(text, new RegExp(`\\$\\{${name}:-`), `${name} has no default`);
  }
  // And Compose enforces it (one secret, one back-end): it stops naming the variable.
  for (const missing of ['REDIS_PASSWORD', 'UPSTREAM_MAIN_URL']) {
    const env = { ...DEPLOYMENT };
    delete env[missing];
    const result = composeConfig(env);
    assert.notEqual(result.status, 0, `config passed without ${missing}`);
    assert.match(result.stderr, new RegExp(`set ${missing}`));
  }
});

/** The services a plain `up` runs: those of no profile (Debian's docker-compose 1.29 lists them all). */
function defaultServices(config) {
  return Object.fromEntries(Object.entries(config.services).filter(([, service]) => !service.profiles?.length));
}

test('runs no sandbox and names none outside the demo profile; the demo file runs it', () => {
  const result = composeConfig(DEPLOYMENT);
  assert.equal(result.status, 0, result.stderr);
  const config = parse(result.stdout);
  const services = defaultServices(config);
  assert.equal(services.sandbox, undefined, 'no sandbox service');
  assert.deepEqual(config.services.sandbox?.profiles ?? ['demo'], ['demo']);
  assert.doesNotMatch(JSON.stringify(services), /sandbox[:/]|localhost:40[01]/, 'no sandbox address anywhere');
  for (const service of Object.values(services)) {
    assert.equal(Object.keys(service.depends_on ?? {}).includes('sandbox'), false);
  }
  const demo = composeConfig({}, { envFile: path.join(root, '.env.demo'), profiles: ['demo'] });
  assert.equal(demo.status, 0, demo.stderr);
  const demoConfig = parse(demo.stdout);
  assert.ok(demoConfig.services.sandbox, 'the demo profile runs the sandbox');
  assert.equal(demoConfig.services['gateway-a'].environment.SANDBOX_URL, 'http://sandbox:4010');
});

test('rotates every service log, pins a patched Caddy, and builds the image on Node 24 without secrets', () => {
  const config = parse(composeConfig(DEPLOYMENT).stdout);
  for (const [name, service] of Object.entries(config.services)) {
    assert.equal(service.logging?.driver, 'json-file', `${name}: logs`);
    assert.ok(service.logging.options['max-size'] && service.logging.options['max-file'], `${name}: rotated`);
    if (name === 'postgres') {
      // PostgreSQL numbers its releases major.minor.
      assert.match(service.image, /:\d+\.\d+-alpine$/, `${name}: an exact version`);
    } else if (['front', 'redis', 'prometheus', 'grafana'].includes(name)) {
      assert.match(service.image, /:v?\d+\.\d+\.\d+(-alpine)?$/, `${name}: an exact version`);
    } else assert.equal(service.image, DEPLOYMENT.AGENCY_IMAGE, `${name}: the release image`);
    assert.equal(service.build, undefined, `${name}: built once, elsewhere, and referenced by tag`);
  }
  const caddy = /^caddy:(\d+)\.(\d+)\.(\d+)-alpine$/.exec(config.services.front.image);
  assert.ok(caddy, `the front's image is an exact version: ${config.services.front.image}`);
  const [major, minor] = caddy.slice(1).map(Number);
  assert.ok(major > 2 || minor >= 10, `Caddy ${caddy[0]} is 2.10 or newer`);
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const pinned = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
  assert.match(
    dockerfile,
    new RegExp(`node:${pinned.replaceAll('.', '\\.')}-bookworm-slim`),
    'the image runs the pinned Node',
  );
  assert.match(pinned, /^24\./);
  const ignored = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
  for (const entry of ['.env', '.env.*', '**/node_modules', 'site/e2e', 'bench', '**/test']) {
    assert.ok(ignored.includes(entry), `.dockerignore keeps ${entry} out of the image`);
  }
});

test('validates, and keeps stateless gateways on one PostgreSQL, a bounded Redis and the secrets', () => {
  const result = composeConfig(DEPLOYMENT);
  assert.equal(result.status, 0, result.stderr);
  const config = parse(result.stdout);
  const gateways = Object.entries(config.services).filter(([, s]) =>
    /gateway\/dist\/main\.mjs/.test(s.command?.join(' ') ?? ''),
  );
  assert.ok(gateways.length >= 2, 'at least two gateway instances');
  for (const [name, s] of gateways) {
    // Nothing of their own: the outbox, the registry and the usage are the database's.
    assert.deepEqual(s.volumes ?? [], [], `${name} keeps no volume`);
    assert.equal(s.environment.OUTBOX_PATH, undefined, `${name}: no SQLite outbox`);
    assert.equal(
      s.environment.DATABASE_URL,
      `postgres://agency:${SECRETS.POSTGRES_PASSWORD}@postgres:5432/agency`,
      `${name} shares the one PostgreSQL`,
    );
    assert.equal(s.depends_on?.postgres?.condition, 'service_healthy', `${name} waits for PostgreSQL`);
  }
  const postgres = config.services.postgres;
  assert.equal(postgres.environment.POSTGRES_PASSWORD, SECRETS.POSTGRES_PASSWORD);
  assert.match(postgres.user, /^[1-9]\d*(:\d+)?$/, 'PostgreSQL runs as a user of its own, not root');
  assert.ok(
    postgres.volumes.some((v) => (typeof v === 'string' ? v : v.target).includes('/var/lib/postgresql/data')),
    'its data on a volume',
  );
  assert.match(postgres.healthcheck.test.join(' '), /pg_isready/);
  for (const [name, s] of gateways) {
    assert.equal(s.environment.SITE_GATEWAY_SECRET, SECRETS.SITE_GATEWAY_SECRET, name);
    assert.equal(s.environment.REVALIDATE_SECRET, SECRETS.REVALIDATE_SECRET, name);
    // Every way in is the front's, which writes the caller's address as the one entry.
    assert.equal(s.environment.TRUST_PROXY, '1', `${name} reads the entry the front wrote`);
  }
  const sites = Object.entries(config.services).filter(([, s]) => /serve-brands\.mjs/.test(s.command?.join(' ') ?? ''));
  assert.ok(sites.length >= 2, 'at least two site instances');
  for (const [name, s] of sites) {
    assert.equal(s.environment.SITE_GATEWAY_SECRET, SECRETS.SITE_GATEWAY_SECRET, name);
    // One proxy of ours (the front) writes the visitor's address.
    assert.equal(s.environment.TRUST_PROXY, '1', name);
  }
  const redis = config.services.redis.command.join(' ');
  assert.match(redis, /--maxmemory \d+mb/);
  assert.match(redis, /--maxmemory-policy (allkeys|volatile)-lru/);
});

test('hardens every container, and keeps Redis behind a password on a network the site cannot reach', () => {
  const result = composeConfig(DEPLOYMENT);
  assert.equal(result.status, 0, result.stderr);
  const config = parse(result.stdout);
  for (const [name, service] of Object.entries(config.services)) {
    assert.equal(service.read_only, true, `${name}: read-only root file system`);
    assert.deepEqual(service.cap_drop, ['ALL'], `${name}: no capabilities`);
    // The front alone binds 80 and 443.
    assert.deepEqual(
      service.cap_add ?? [],
      name === 'front' ? ['NET_BIND_SERVICE'] : [],
      `${name}: capabilities added`,
    );
    assert.ok(service.security_opt?.includes('no-new-privileges:true'), `${name}: no-new-privileges`);
    assert.ok(service.mem_limit, `${name}: a memory limit`);
  }
  const networksOf = (service) =>
    Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? { default: {} });
  assert.equal(config.networks.back.internal, true, 'the back network has no route out');
  assert.deepEqual(networksOf(config.services.redis), ['back'], 'Redis is on the back network only');
  assert.deepEqual(networksOf(config.services.postgres), ['data'], 'PostgreSQL is on the data network only');
  assert.equal(config.networks.data.internal, true, 'the data network has no route out');
  const onData = Object.keys(config.services).filter((name) => networksOf(config.services[name]).includes('data'));
  assert.deepEqual(onData.sort(), ['gateway-a', 'gateway-b', 'postgres'], 'only the gateways reach PostgreSQL');
  assert.ok(!networksOf(config.services.front).includes('back'), 'the front cannot reach the back network');
  assert.match(config.services.redis.command.join(' '), /--requirepass "\$\$?REDIS_PASSWORD"/);
  for (const name of ['gateway-a', 'gateway-b']) {
    assert.equal(config.services[name].environment.REDIS_URL, `redis://:${SECRETS.REDIS_PASSWORD}@redis:6379`, name);
  }
  for (const name of ['site-a', 'site-b']) {
    // The sites' page cache: on Redis' network, with its password, under a variable of their own.
    assert.ok(networksOf(config.services[name]).includes('back'), `${name} reaches Redis`);
    assert.equal(
      config.services[name].environment.SITE_REDIS_URL,
      `redis://:${SECRETS.REDIS_PASSWORD}@redis:6379`,
      name,
    );
    assert.equal(config.services[name].environment.REDIS_URL, undefined, `${name} has no gateway store setting`);
  }
});

test('publishes the front only: the one Caddyfile, every site instance and gateway behind it', () => {
  const result = composeConfig(DEPLOYMENT);
  assert.equal(result.status, 0, result.stderr);
  const config = parse(result.stdout);
  const published = Object.entries(defaultServices(config)).filter(([, s]) => (s.ports ?? []).length > 0);
  assert.deepEqual(
    published.map(([name]) => name),
    ['front'],
  );
  const front = config.services.front;
  assert.deepEqual(front.ports.map((p) => `${p.published}/${p.protocol ?? 'tcp'}`).sort(), [
    '443/tcp',
    '443/udp',
    '80/tcp',
  ]);
  // Compose v2 writes volumes as objects, Debian's docker-compose 1.29 as source:target[:mode].
  const mounts = front.volumes.map((v) =>
    typeof v === 'string' ? { source: v.split(':')[0], target: v.split(':')[1] } : v,
  );
  const caddyfile = mounts.find((v) => v.target === '/etc/caddy/Caddyfile');
  assert.ok(caddyfile?.source.endsWith('/deploy/Caddyfile'), 'the front runs deploy/Caddyfile');
  const instances = (names) =>
    names
      .split(/\s+/)
      .map((n) => n.split(':')[0])
      .sort();
  const sites = Object.keys(config.services).filter((n) =>
    /serve-brands\.mjs/.test(config.services[n].command?.join(' ')),
  );
  const gateways = Object.keys(config.services).filter((n) =>
    /gateway\/dist\/main\.mjs/.test(config.services[n].command?.join(' ')),
  );
  assert.deepEqual(instances(front.environment.SITE_UPSTREAMS), sites.sort());
  assert.deepEqual(instances(front.environment.GATEWAY_UPSTREAMS), gateways.sort());
  for (const name of sites) assert.equal(config.services[name].environment.GATEWAY_URL, 'http://front:4000/graphql');
});
