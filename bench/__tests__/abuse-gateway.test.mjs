// The abuse bench's pure parts: `node --test bench/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { floodBody, JSON_BODY_BYTES, metricValue, multipartPieces } from '../abuse-gateway.mjs';

test('metricValue reads one series of a Prometheus exposition', () => {
  const text = '# HELP x\nnodejs_eventloop_lag_p99_seconds 0.0123\nnodejs_eventloop_lag_p99_seconds_other 9\n';
  assert.equal(metricValue(text, 'nodejs_eventloop_lag_p99_seconds'), 0.0123);
  assert.equal(metricValue(text, 'missing'), null);
});

test('flood bodies are exactly 1 MB of JSON of the shape asked', () => {
  for (const shape of ['list', 'deep', 'string']) {
    const body = floodBody(shape);
    assert.equal(body.length, JSON_BODY_BYTES, shape);
    if (shape !== 'deep') assert.doesNotThrow(() => JSON.parse(body.toString()), shape);
  }
  const list = JSON.parse(floodBody('list').toString());
  assert.ok(list.variables.ids.length > 500_000);
  assert.ok(floodBody('deep').toString().includes('['.repeat(1000)));
  assert.equal(JSON.parse(floodBody('string').toString()).query, '{ __typename }');
});

test('multipart pieces announce the length they stream: operations, map, then the files', () => {
  const { pieces, length } = multipartPieces({
    operations: { query: '{ __typename }' },
    files: ['/a.jpg', '/b.jpg'],
    sizes: [10, 20],
    boundary: 'b',
  });
  const text = pieces.filter(Buffer.isBuffer).map(String).join('');
  assert.ok(text.indexOf('name="operations"') < text.indexOf('name="map"'));
  assert.ok(text.indexOf('name="map"') < text.indexOf('name="0"; filename='));
  assert.ok(text.includes('{"0":["variables.photos.0"],"1":["variables.photos.1"]}'));
  const bytes = pieces.reduce((n, p) => n + (Buffer.isBuffer(p) ? p.length : p.size), 0);
  assert.equal(length, bytes);
  assert.equal(pieces.filter((p) => !Buffer.isBuffer(p)).length, 2);
});
