import {
  restPath,
  type Answer,
  type JsonBody,
  type OperationId,
  type PathParams,
  type QueryParams,
} from '@agency/schema/rest-operations';
import { UPSTREAM_CALLS, callEndpoint, type CallOperation, type UpstreamCallId } from '@agency/schema/upstream-calls';
import type { Backend } from '../backends';
import type { QueryValue, RequestOptions, Upstream } from './client';

/**
 * One typed call per REST operation: a read of the call table (upstream-calls.ts) made by its id, its
 * method and path from the contract (REST_OPERATIONS), its path parameters, query names and JSON
 * body typed from the contract's generated types, its answer typed as the contract's 200 answer and
 * sampled against the contract. No caller writes a back-end path. The back-end (upstream.route) and
 * the drift notes stay with the caller, which also needs them for media and its mappers.
 */

/** The calls that read (every call of the table but the form deliveries). */
export type ReadCallId = {
  [C in UpstreamCallId]: (typeof UPSTREAM_CALLS)[C] extends { write: true } ? never : C;
}[UpstreamCallId];

/** The form deliveries of the call table. */
export type WriteCallId = Exclude<UpstreamCallId, ReadCallId>;

/**
 * Query parameters as the contract names them. A parameter the contract types as a plain string
 * also takes what the client writes as one (numbers, flags, and lists and objects sent as JSON).
 */
export type WireQuery<Q> = { [K in keyof Q]: string extends NonNullable<Q[K]> ? QueryValue : Q[K] };

export type ReadRequest<Id extends OperationId> = (Record<string, never> extends PathParams<Id>
  ? { path?: PathParams<Id> }
  : { path: PathParams<Id> }) & {
  query?: WireQuery<QueryParams<Id>>;
  /** The JSON body of a POST that reads (talents_by_album). */
  body?: JsonBody<Id>;
  timeoutMs?: RequestOptions['timeoutMs'];
};

/**
 * A read call: a GET, or a POST that only reads (retried and deduplicated like a GET). Its 2xx
 * answer is sampled against the contract (the sampler checks one in CONTRACT_SAMPLE_EVERY, off the
 * request's path).
 */
export async function readCall<C extends ReadCallId>(
  upstream: Pick<Upstream, 'get' | 'postJson' | 'sample'>,
  call: C,
  backend: Backend,
  request: ReadRequest<CallOperation<C>>,
): Promise<Answer<CallOperation<C>>> {
  const path = restPath(UPSTREAM_CALLS[call].operationId, (request.path ?? {}) as never);
  const options = { query: request.query as Record<string, QueryValue> | undefined, timeoutMs: request.timeoutMs };
  const answer: Answer<CallOperation<C>> =
    callEndpoint(call).method === 'GET'
      ? await upstream.get(backend, path, options)
      : await upstream.postJson(backend, path, request.body, { ...options, read: true });
  upstream.sample(backend, call, answer);
  return answer;
}

/**
 * The path a form delivery is posted to, in the language the panels' mails are written in. The
 * outbox keeps it with the entry, so a delivery made after an upgrade goes where it was accepted for.
 */
export function deliveryPath(call: WriteCallId, lang: 'pt' | 'en'): string {
  return restPath(UPSTREAM_CALLS[call].operationId, { lang } as never);
}
