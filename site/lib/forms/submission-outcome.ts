import type { GatewayFieldError } from './apply-field-errors';

/** The SubmissionResult union members a form reacts to (typename + fields), as the gateway sends them. */
export type SubmissionResultShape =
  | { __typename: 'SubmissionAccepted'; reference: string; queued: boolean }
  | { __typename: 'InvalidInput'; fields: readonly GatewayFieldError[] }
  | { __typename: 'UpstreamUnavailable'; message: string }
  | { __typename: 'RateLimited'; retryAfterSeconds: number; reason: 'TOO_MANY_SUBMISSIONS' | 'BUSY' };

export type SubmissionOutcome =
  | { kind: 'sent'; queued: boolean; reference: string }
  | { kind: 'invalid'; fields: readonly GatewayFieldError[] }
  /** `busy`: the gateway was busy preparing other applications' photos, not this visitor's limit. */
  | { kind: 'rate-limited'; retryAfterSeconds: number; busy: boolean }
  | { kind: 'error' };

/**
 * One place that turns a mutation's answer into what the form shows. A queued submission counts
 * as sent: the gateway's outbox delivers it later, so the visitor sees the same success message,
 * with the reference to quote to the agency.
 */
export function toSubmissionOutcome(
  result: SubmissionResultShape | null | undefined,
  failed: boolean,
): SubmissionOutcome {
  if (failed || !result) return { kind: 'error' };
  switch (result.__typename) {
    case 'SubmissionAccepted':
      return { kind: 'sent', queued: result.queued, reference: result.reference };
    case 'InvalidInput':
      return { kind: 'invalid', fields: result.fields };
    case 'RateLimited':
      return { kind: 'rate-limited', retryAfterSeconds: result.retryAfterSeconds, busy: result.reason === 'BUSY' };
    default:
      return { kind: 'error' };
  }
}
