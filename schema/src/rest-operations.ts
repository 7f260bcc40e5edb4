import type { components, operations } from './generated/agency-api';
import { REST_OPERATIONS, TALENT_PROFILE_TEXT_FIELDS } from './generated/rest-operations';

/**
 * The REST contract's operations, typed from its generated types (`npm run codegen` writes both
 * files under ./generated from agency-api.openapi.yaml): the one place a back-end path is turned
 * into a request path (the gateway's calls, the preflight) or a route (the sandbox).
 */
export { REST_OPERATIONS, TALENT_PROFILE_TEXT_FIELDS };
export type { components, operations };
export type RestSchemas = components['schemas'];

export type OperationId = keyof typeof REST_OPERATIONS;

type Parameters<Id extends OperationId> = operations[Id]['parameters'];

/** An operation's path parameters (`{}` when its path has none). */
export type PathParams<Id extends OperationId> =
  Parameters<Id> extends { path: infer P }
    ? [P] extends [undefined] | [never]
      ? Record<string, never>
      : NonNullable<P>
    : Record<string, never>;

/** An operation's query parameters as the contract names them. */
export type QueryParams<Id extends OperationId> =
  Parameters<Id> extends { query?: infer Q }
    ? [NonNullable<Q>] extends [never]
      ? Record<string, never>
      : NonNullable<Q>
    : Record<string, never>;

/** An operation's JSON body, or never. */
export type JsonBody<Id extends OperationId> = operations[Id] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** An operation's 200 answer (its JSON). */
export type Answer<Id extends OperationId> = operations[Id] extends {
  responses: { 200: { content: { 'application/json': infer A } } };
}
  ? A
  : unknown;

/**
 * A value put into a back-end path as one segment: percent-encoded, and refused when it is empty
 * or a dot segment ('.', '..', which encodeURIComponent leaves as they are and URL resolution
 * would follow up the tree). Resolvers validate their arguments first; this is the last guard at
 * the place the path is built.
 */
export function pathSegment(value: string): string {
  const segment = encodeURIComponent(value);
  if (segment === '' || /^(?:\.|%2e){1,2}$/i.test(segment)) {
    throw new Error(`Refusing '${value}' as a back-end path segment`);
  }
  return segment;
}

/** The request path of an operation, its `{name}` parameters filled in as path segments. */
export function restPath<Id extends OperationId>(operationId: Id, params: PathParams<Id>): string {
  const values = params as Record<string, string | number>;
  return REST_OPERATIONS[operationId].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${operationId}: no value for the path parameter '${name}'`);
    return pathSegment(String(value));
  });
}

/** The method of an operation. */
export const restMethod = (operationId: OperationId): 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' =>
  REST_OPERATIONS[operationId].method;

/** An operation's path up to its first parameter (`/storage/` of `/storage/{path}`). */
export function restPrefix(operationId: OperationId): string {
  return REST_OPERATIONS[operationId].path.replace(/\{.*$/, '');
}

/** An operation's path as a router's pattern (`/api/posts/:type/:lang`), for the sandbox's routes. */
export function restRoute(operationId: OperationId): string {
  return REST_OPERATIONS[operationId].path.replace(/\{(\w+)\}/g, ':$1');
}
