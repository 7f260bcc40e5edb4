import assert from 'node:assert/strict';
import { test } from 'node:test';
import { meanRssInMinute, reconcile, submissionFor } from '../soak.mjs';

test('reconcile counts each accepted submission as delivered once, duplicated or lost', () => {
  const sent = [
    { email: 'a', outcome: 'accepted' },
    { email: 'b', outcome: 'accepted' },
    { email: 'c', outcome: 'accepted' },
    { email: 'd', outcome: 'network-error' },
    { email: 'e', outcome: 'RateLimited' },
  ];
  const result = reconcile(sent, ['a', 'b', 'b', 'd']);
  assert.equal(result.accepted, 3);
  assert.equal(result.delivered, 2);
  assert.equal(result.duplicated, 1);
  assert.equal(result.lost, 1);
  assert.equal(result.unacknowledgedButStored, 1);
  assert.deepEqual(result.byOutcome, { accepted: 3, 'network-error': 1, RateLimited: 1 });
});

test('meanRssInMinute averages the samples of one minute only', () => {
  const samples = [
    { seconds: 30, rss: 100 },
    { seconds: 65, rss: 200 },
    { seconds: 110, rss: 400 },
    { seconds: 125, rss: 999 },
  ];
  assert.equal(meanRssInMinute(samples, 2), 300);
  assert.equal(meanRssInMinute(samples, 5), null);
});

test('submissions alternate between the steady and the flapping form back-end, each with its own e-mail', () => {
  const [a, b] = [submissionFor(0, 'run'), submissionFor(1, 'run')];
  assert.equal(a.kind, 'contact');
  assert.equal(b.kind, 'favorites');
  assert.notEqual(a.email, b.email);
  assert.match(b.body.query, /requestQuote\(brand: JABUTICABA/);
});
