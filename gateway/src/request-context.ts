import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request id of the work in progress, carried through every promise a request starts (resolvers,
 * store loads, background refreshes, the first delivery try of a form), so the upstream client can
 * pass it on to the back-ends and one id follows a visit from the site to the panel's logs.
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The id of the request this code runs for; undefined in work no request started (outbox ticks). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
