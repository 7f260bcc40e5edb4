import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { parse } from 'yaml';
import { root } from '../lib/steps.mjs';

/*
 * docker-compose.yml as written must run: validated by Compose itself (`docker compose config`, or
 * Debian's `docker-compose config`, which .ci/run installs), then read back for the rules it must
 * keep: no default secrets, one outbox volume per gateway instance, a bounded Redis, no forwarded
 * header believed by the gateway, and the front (deploy/Caddyfile) as the only published service.
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

function composeConfig(env) {
  const [command, prefix] = composeCommand();
  return spawnSync(command, [...prefix, '-p', 'agency', 'config'], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
}

const SECRETS = {
  SITE_GATEWAY_SECRET: 'test-site-secret',
  REVALIDATE_SECRET: 'test-revalidate-secret',
  REDIS_PASSWORD: 'test-redis-password',
};

test('refuses to run without the secrets (no default secret)', () => {
  for (const missing of Object.keys(SECRETS)) {
    const env = { ...SECRETS };
    delete env[missing];
    const result = composeConfig(env);
    assert.notEqual(result.status, 0, `config passed without ${missing}`);
    assert.match(result.stderr, new RegExp(`set ${missing}`));
  }
});

test('validates, and keeps one outbox volume per gateway instance, a bounded Redis and the secrets', () => {
  const result = composeConfig(SECRETS);
  assert.equal(result.status, 0, result.stderr);
  const config = parse(result.stdout);
  const gateways = Object.entries(config.services).filter(([, s]) =>
    /gateway\/src\/main\.ts/.test(s.command?.join(' ') ?? ''),
  );
  assert.ok(gateways.length >= 2, 'at least two gateway instances');
  const outboxVolumes = gateways.map(([name, s]) => {
    assert.equal(s.deploy?.replicas ?? 1, 1, `${name} must not be replicated: its outbox is its own`);
    const mount = s.volumes.find((v) => (typeof v === 'string' ? v : v.target).includes('/outbox'));
    assert.ok(mount, `${name} has an outbox volume`);
    return typeof mount === 'string' ? mount.split(':')[0] : mount.source;
  });
  assert.equal(new Set(outboxVolumes).size, gateways.length, 'each gateway instance has its own outbox volume');
  for (const [name, s] of gateways) {
    assert.equal(s.environment.SITE_GATEWAY_SECRET, SECRETS.SITE_GATEWAY_SECRET, name);
    assert.equal(s.environment.REVALIDATE_SECRET, SECRETS.REVALIDATE_SECRET, name);
    assert.equal(s.environment.TRUST_PROXY, undefined, `${name} believes no X-Forwarded-For`);
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
  const result = composeConfig(SECRETS);
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
  for (const name of ['site-a', 'site-b', 'front']) {
    assert.ok(!networksOf(config.services[name]).includes('back'), `${name} cannot reach the back network`);
  }
  assert.match(config.services.redis.command.join(' '), /--requirepass "\$\$?REDIS_PASSWORD"/);
  for (const name of ['gateway-a', 'gateway-b']) {
    assert.equal(config.services[name].environment.REDIS_URL, `redis://:${SECRETS.REDIS_PASSWORD}@redis:6379`, name);
  }
  for (const name of ['site-a', 'site-b']) {
    assert.equal(config.services[name].environment.REDIS_URL, undefined, `${name} does not know Redis`);
  }
});

test('publishes the front only: the one Caddyfile, every site instance and gateway behind it', () => {
  const result = composeConfig(SECRETS);
  assert.equal(result.status, 0, result.stderr);
  const config = parse(result.stdout);
  const published = Object.entries(config.services).filter(([, s]) => (s.ports ?? []).length > 0);
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
    /gateway\/src\/main\.ts/.test(config.services[n].command?.join(' ')),
  );
  assert.deepEqual(instances(front.environment.SITE_UPSTREAMS), sites.sort());
  assert.deepEqual(instances(front.environment.GATEWAY_UPSTREAMS), gateways.sort());
  for (const name of sites) assert.equal(config.services[name].environment.GATEWAY_URL, 'http://front:4000/graphql');
});
