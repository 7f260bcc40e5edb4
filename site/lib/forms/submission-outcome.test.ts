import { describe, expect, it } from 'vitest';
import { toSubmissionOutcome } from './submission-outcome';

describe('toSubmissionOutcome', () => {
  it('treats a queued submission as sent (the outbox delivers it later), keeping its reference', () => {
    expect(
      toSubmissionOutcome({ __typename: 'SubmissionAccepted', reference: 'K7QM-3XPA', queued: true }, false),
    ).toEqual({ kind: 'sent', queued: true, reference: 'K7QM-3XPA' });
  });

  it('passes field errors on', () => {
    const fields = [{ path: 'email', message: 'validation.email' }];
    expect(toSubmissionOutcome({ __typename: 'InvalidInput', fields }, false)).toEqual({ kind: 'invalid', fields });
  });

  it('reports an unreachable back-end, a transport failure or no answer as an unexpected error', () => {
    expect(toSubmissionOutcome({ __typename: 'UpstreamUnavailable', message: 'down' }, false)).toEqual({
      kind: 'error',
    });
    expect(toSubmissionOutcome(null, true)).toEqual({ kind: 'error' });
    expect(toSubmissionOutcome(undefined, false)).toEqual({ kind: 'error' });
  });

  it('keeps the wait of a rate limit, and whether the gateway was busy rather than the visitor over a limit', () => {
    expect(
      toSubmissionOutcome({ __typename: 'RateLimited', retryAfterSeconds: 30, reason: 'TOO_MANY_SUBMISSIONS' }, false),
    ).toEqual({ kind: 'rate-limited', retryAfterSeconds: 30, busy: false });
    expect(toSubmissionOutcome({ __typename: 'RateLimited', retryAfterSeconds: 20, reason: 'BUSY' }, false)).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 20,
      busy: true,
    });
  });
});
