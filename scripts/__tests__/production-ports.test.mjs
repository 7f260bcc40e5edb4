import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_REPLICAS, productionPorts, replicasArgument } from '../lib/production.mjs';

const env = { GATEWAY_PORT: '19000', SITE_PORT_BASE: '19200', SANDBOX_PORT: '19010' };

/** Every port a shape listens on: the sites' five brand ports and their metrics port (+9) included. */
function listened(ports) {
  const sites = ports.sites.flatMap((base) => [0, 1, 2, 3, 4, 9].map((offset) => base + offset));
  return [
    ports.sandbox,
    ...ports.gateways,
    ports.frontGateway,
    ports.redis,
    ports.postgres,
    ...sites,
    ports.https,
    ports.http,
  ];
}

test('two replicas by default, as compose runs; the first instances on the plain stack’s ports', () => {
  const ports = productionPorts(env);
  assert.deepEqual(ports.gateways, [19000, 19020]);
  assert.deepEqual(ports.sites, [19200, 19210]);
  assert.equal(ports.postgres, 19023);
  assert.equal(replicasArgument(['--production']), 2);
});

test('--replicas=N runs N of each on ports no other part of the shape takes, up to the most there is room for', () => {
  for (let replicas = 1; replicas <= MAX_REPLICAS; replicas += 1) {
    const ports = productionPorts(env, replicas);
    assert.equal(ports.gateways.length, replicas);
    assert.equal(ports.sites.length, replicas);
    const all = listened(ports);
    assert.equal(new Set(all).size, all.length, `replicas=${replicas}: ${all.join(',')}`);
  }
  assert.equal(replicasArgument(['--production', '--replicas=3']), 3);
  for (const wrong of [0, MAX_REPLICAS + 1, 2.5, Number.NaN])
    assert.throws(() => productionPorts(env, wrong), /--replicas must be a whole number from 1 to/);
});
