import type { Backend } from '../backends';
import { UpstreamError } from './errors';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * One fetch with a deadline, failures turned into coded errors. The deadline covers reading
 * the body too, so a back-end that stalls mid-body still times out.
 */
export async function fetchWithDeadline(
  fetchImpl: FetchLike,
  backend: Backend,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal });
    const text = await response.text();
    return { status: response.status, body: parseBody(text) };
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    const name = (error as { name?: string } | null)?.name;
    if (signal.aborted || name === 'TimeoutError' || name === 'AbortError') {
      throw new UpstreamError(
        'UPSTREAM_TIMEOUT',
        backend,
        `${backend} did not answer within ${timeoutMs} ms`,
        undefined,
        {
          cause: error,
        },
      );
    }
    throw new UpstreamError('UPSTREAM_UNAVAILABLE', backend, `${backend} is unreachable`, undefined, { cause: error });
  }
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function badStatus(backend: Backend, status: number): UpstreamError {
  if (status === 401)
    return new UpstreamError('UPSTREAM_UNAUTHORIZED', backend, `${backend} refused the token`, status);
  return new UpstreamError('UPSTREAM_BAD_STATUS', backend, `${backend} answered ${status}`, status);
}
