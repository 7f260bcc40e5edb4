import type { CombinedError } from '@urql/core';

/** A failed gateway read, with the status the error page should show. */
export class GatewayError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }

  static from(error: CombinedError): GatewayError {
    const code = String(
      error.graphQLErrors[0]?.extensions?.code ?? (error.networkError ? 'GATEWAY_UNREACHABLE' : 'GATEWAY_ERROR'),
    );
    const status = code === 'NOT_FOUND' ? 404 : 503;
    return new GatewayError(code, error.message, status);
  }
}
