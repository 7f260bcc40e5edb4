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
    // A path the gateway refuses as input (an id that is not a number, a slug with a dot) names no
    // page: 404, as for an unknown one. Everything else means the content could not be read: 503.
    const status = code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' ? 404 : 503;
    return new GatewayError(code, error.message, status);
  }
}
