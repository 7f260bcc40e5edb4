import type { Backend } from '../backends';

export type UpstreamErrorCode =
  'UPSTREAM_TIMEOUT' | 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_BAD_STATUS' | 'UPSTREAM_UNAUTHORIZED' | 'CIRCUIT_OPEN';

/**
 * Every failure of a back-end call. Carries no token, no URL query and no body, so it is
 * safe to log; masked errors keep it away from clients anyway.
 */
export class UpstreamError extends Error {
  readonly code: UpstreamErrorCode;
  readonly backend: Backend;
  readonly status?: number;

  constructor(code: UpstreamErrorCode, backend: Backend, message: string, status?: number, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UpstreamError';
    this.code = code;
    this.backend = backend;
    if (status !== undefined) this.status = status;
  }

  /** Worth another try for a read: throttled, server-side failure or timeout. */
  get retryable(): boolean {
    if (this.code === 'UPSTREAM_TIMEOUT' || this.code === 'UPSTREAM_UNAVAILABLE') return true;
    return this.code === 'UPSTREAM_BAD_STATUS' && (this.status === 429 || (this.status ?? 0) >= 500);
  }

  /** Counts against the back-end's health (4xx answers are the caller's problem, not an outage). */
  get isOutage(): boolean {
    return this.retryable;
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}

/** A 404 from the back-end: the thing asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  return isUpstreamError(error) && error.code === 'UPSTREAM_BAD_STATUS' && error.status === 404;
}
