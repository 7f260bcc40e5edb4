import { ERROR_CODES, type ErrorCodeName } from '@agency/schema/error-codes';
import { GraphQLError, type ASTNode } from 'graphql';

export { ERROR_CODES, type ErrorCodeName };

/**
 * An error of the one documented list (schema/src/error-codes.ts): its code in `extensions.code`
 * and the status of its row, so the code an app reads and the status it gets never disagree.
 * `status` only where the row says a second status is possible (BAD_REQUEST's 405); `nodes` for
 * the document's locations.
 */
export function codedError(
  code: ErrorCodeName,
  message: string,
  extensions: Record<string, unknown> = {},
  options: { status?: number; nodes?: readonly ASTNode[] } = {},
): GraphQLError {
  const status = options.status ?? ERROR_CODES[code].status;
  return new GraphQLError(message, {
    ...(options.nodes ? { nodes: options.nodes } : {}),
    extensions: { ...extensions, code, http: { status } },
  });
}

/** The body of a refusal answered outside yoga (the node layer): `{ errors: [{ message, extensions }] }`. */
export function refusalBody(code: ErrorCodeName, message: string, extensions: Record<string, unknown> = {}): string {
  return JSON.stringify({ errors: [{ message, extensions: { ...extensions, code } }] });
}
