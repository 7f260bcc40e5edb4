import type { ExecutionResult, GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';

/**
 * True when an answer names nothing: no errors, and every field asked at the top is null (an
 * unknown post or talent). Such an answer is not content: no cache keeps it.
 */
export function answersNothing(result: ExecutionResult): boolean {
  if (result.errors?.length || !result.data) return false;
  const values = Object.values(result.data);
  return values.length > 0 && values.every((value) => value === null);
}

/** The status a failed read goes out with: the highest of its errors' own, else by their codes. */
function failureStatus(errors: readonly GraphQLError[]): number {
  let status = 0;
  for (const error of errors) {
    const http = error.extensions?.http as { status?: number } | undefined;
    const code = error.extensions?.code;
    const own = http?.status ?? (code === 'NOT_FOUND' ? 404 : code === 'BAD_USER_INPUT' ? 400 : 500);
    status = Math.max(status, own);
  }
  return status;
}

/**
 * Guarantees that a read sent by GET (the cacheable form: persisted documents, the site's server
 * reads) is answered 200 only when it is content: an answer that names nothing goes out 404, and
 * one with errors goes out 4xx/5xx (its errors' own status, else 404 NOT_FOUND, 400 BAD_USER_INPUT,
 * 500; under application/json too, where yoga would send 200), the body unchanged. Caches in front that keep only 200 answers (Next's data cache) so never keep
 * a miss or a failure: made-up slugs, ids or a passing failure mint no entry there, and a retry of
 * the same read reaches the gateway again. POST answers keep GraphQL-over-HTTP's statuses.
 */
export function useReadStatus(): Plugin {
  return {
    onExecutionResult({ request, result, setResult }) {
      if (request.method !== 'GET' || !result || Array.isArray(result) || isAsyncIterable(result)) return;
      const single = result as ExecutionResult;
      const status = single.errors?.length ? failureStatus(single.errors) : answersNothing(single) ? 404 : 200;
      if (status === 200) return;
      const http = (single.extensions?.http ?? {}) as { status?: number };
      setResult({
        ...single,
        extensions: { ...single.extensions, http: { ...http, status: Math.max(http.status ?? 0, status) } },
      });
    },
  };
}
