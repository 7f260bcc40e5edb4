// Redis failures of the site's cache, counted and logged: the cache fails open (a page whose entry
// cannot be read is rendered, one that cannot be written is not kept), so these lines and counts
// are how an operator learns that the replicas stopped sharing. Plain JavaScript (see the handler).

/** Logged at most this often while Redis keeps failing: the first failure at once, then a summary. */
export const FAILURE_LOG_INTERVAL_MS = 30_000;

/** Counts failures per operation; logs the first, a summary every interval while it lasts, and the recovery. */
export function createFailureLog({ log = console.warn, intervalMs = FAILURE_LOG_INTERVAL_MS, now = Date.now } = {}) {
  const counts = {};
  let failing = false;
  let loggedAt = 0;
  const summary = () =>
    Object.entries(counts)
      .map(([op, n]) => `${op} ${n}`)
      .join(', ');
  return {
    counts,
    failed(op, error) {
      counts[op] = (counts[op] ?? 0) + 1;
      if (failing && now() - loggedAt < intervalMs) return;
      failing = true;
      loggedAt = now();
      const reason = error instanceof Error ? error.message : String(error);
      log(
        `site cache: Redis ${op} failed (${reason}); pages render without the shared cache [failures so far: ${summary()}]`,
      );
    },
    succeeded() {
      if (!failing) return;
      failing = false;
      log(`site cache: Redis answers again [failures so far: ${summary()}]`);
    },
  };
}

/** The handler's operations with each failure counted (and thrown on: the caller falls back). */
export function countingHandler(handler, failures) {
  const counted =
    (op) =>
    async (...args) => {
      try {
        const result = await handler[op](...args);
        failures.succeeded();
        return result;
      } catch (error) {
        failures.failed(op, error);
        throw error;
      }
    };
  return {
    name: handler.name,
    get: counted('get'),
    set: counted('set'),
    revalidateTag: counted('revalidateTag'),
    delete: counted('delete'),
    prepare: handler.prepare ? counted('prepare') : undefined,
  };
}
