// The scan-bomb row's pure parts: the bombs' scan scripts and how an answer is named.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fullScript, scanBomb } from '../lib/scan-bomb.mjs';
import { outcomeOf } from '../scan-bombs.mjs';

const scansIn = (bytes) => {
  let n = 0;
  for (let i = 0; i + 1 < bytes.length; i += 1) if (bytes[i] === 0xff && bytes[i + 1] === 0xda) n += 1;
  return n;
};

test('a full successive approximation has 883 scans in grey and 2649 in colour', () => {
  assert.equal(fullScript(1).length, 883);
  assert.equal(fullScript(3).length, 2649);
  // Small images, where no entropy-coded byte can look like a start-of-scan marker.
  assert.equal(scansIn(scanBomb({ width: 16, height: 16, components: 1 })), 883);
  assert.equal(scansIn(scanBomb({ width: 16, height: 16, components: 3, scans: 64 })), 64);
  assert.throws(() => scanBomb({ width: 16, height: 16, components: 3, scans: 2650 }));
});

test('answers are named by their result type, field messages, reason or status', () => {
  assert.equal(
    outcomeOf(200, '{"data":{"submitScoutingApplication":{"__typename":"SubmissionAccepted"}}}'),
    'SubmissionAccepted',
  );
  assert.equal(
    outcomeOf(
      200,
      '{"data":{"submitScoutingApplication":{"__typename":"InvalidInput","fields":[{"path":"image_1","message":"validation.photo_complexity"},{"path":"image_2","message":"validation.photo_complexity"}]}}}',
    ),
    'InvalidInput validation.photo_complexity',
  );
  assert.equal(
    outcomeOf(
      200,
      '{"data":{"submitScoutingApplication":{"__typename":"RateLimited","retryAfterSeconds":20,"reason":"BUSY"}}}',
    ),
    'RateLimited BUSY',
  );
  assert.equal(outcomeOf(429, '{"errors":[{"extensions":{"code":"TOO_MANY_UPLOADS"}}]}'), '429 TOO_MANY_UPLOADS');
  assert.equal(outcomeOf(502, 'Bad Gateway'), '502');
});
