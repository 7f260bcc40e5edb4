// Every site replica hears the gateway's revalidate hook here: the gateway publishes the tags the
// hook covers on SITE_REVALIDATE_CHANNEL (@agency/schema/site-cache), and each replica revalidates
// them in the shared cache. Pub/sub rather than a route on the site: it reaches every replica,
// however many there are, without the gateway knowing their addresses, and the public site gains
// no endpoint that deletes its cache. Plain JavaScript: Next imports the cache handler at run time.
import { parseRevalidation, SITE_REVALIDATE_CHANNEL } from '@agency/schema/site-cache';

/**
 * The tags are revalidated again this long after the announcement: a page rendered meanwhile from
 * a gateway that had not yet heard of the change (its instances learn of it through Redis too, in
 * milliseconds) is not kept either.
 */
export const SETTLE_MS = 1000;

/**
 * Subscribes `subscriber` (an ioredis connection of its own) and calls `revalidate(tag)` for each
 * tag announced, then once more after `settleMs`. Returns { ready, heard, close }: `ready` resolves
 * once subscribed, `heard` counts the announcements acted on.
 */
export function listenForRevalidation({ subscriber, revalidate, failures, log = console.warn, settleMs = SETTLE_MS }) {
  const timers = new Set();
  const state = { heard: 0 };
  const revalidateAll = (tags) =>
    Promise.allSettled(tags.map((tag) => revalidate(tag))).then((results) => {
      const failed = results.filter((result) => result.status === 'rejected').length;
      if (failed > 0) log(`site cache: ${failed} of ${tags.length} announced tags could not be revalidated`);
    });
  subscriber.on('error', (error) => failures.failed('subscribe', error));
  subscriber.on('message', (_channel, raw) => {
    const tags = parseRevalidation(String(raw));
    if (!tags) {
      // Counted with the failures; logged the first time only (whoever writes there, it is not Redis failing).
      failures.counts.announcement = (failures.counts.announcement ?? 0) + 1;
      if (failures.counts.announcement === 1) log('site cache: ignored a message on the revalidation channel');
      return;
    }
    state.heard += 1;
    log(`site cache: revalidating ${tags.join(', ')} (announced by the gateway)`);
    void revalidateAll(tags);
    const timer = setTimeout(() => {
      timers.delete(timer);
      void revalidateAll(tags);
    }, settleMs);
    timer.unref();
    timers.add(timer);
  });
  const ready = subscriber.subscribe(SITE_REVALIDATE_CHANNEL).then(
    () => true,
    (error) => {
      failures.failed('subscribe', error);
      return false;
    },
  );
  return {
    ready,
    get heard() {
      return state.heard;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      subscriber.disconnect();
    },
  };
}
