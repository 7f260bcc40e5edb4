export interface FairQueueLimits {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting at once, all keys together; past it a new one is refused at once ('full'). */
  maxWaiting: number;
  /** Tasks one key may have waiting; past it that key's new one is refused at once ('key-full'). */
  maxWaitingPerKey: number;
  /** Longest a task waits for its turn; then it is dropped unrun ('timeout'). */
  maxWaitMs: number;
}

export type FairTurn<T> =
  { ok: true; value: T } | { ok: false; reason: 'key-full' | 'full' | 'timeout'; retryAfterSeconds: number };

export interface FairQueue {
  /** Runs `task` when its turn comes, or says why it will not run; a task's own failure rejects. */
  run<T>(key: string, task: () => Promise<T>): Promise<FairTurn<T>>;
  /** Tasks running and waiting, and keys with a task waiting (tests, metrics). */
  stats(): { running: number; waiting: number; keys: number };
}

interface Waiting {
  start(): void;
  expire(): void;
  timer: NodeJS.Timeout;
}

/**
 * A queue that serves keys (visitor addresses) in turn, not arrivals in order: when a slot frees,
 * the next task is the oldest of the key after the one served last, so an address sending one
 * costly task after another gets one turn in as many as there are addresses waiting, and everyone
 * else's wait is bounded by one task per waiting address, not by that address's backlog. Every
 * bound is a refusal with a time to come back, never an unbounded wait: a key's own backlog
 * (`maxWaitingPerKey`), everyone's (`maxWaiting`), and the wait itself (`maxWaitMs`). In memory,
 * per process: what it shares out (a decoder) is per process too.
 */
export function createFairQueue(limits: FairQueueLimits): FairQueue {
  const waiting = new Map<string, Waiting[]>();
  let waitingCount = 0;
  let running = 0;
  const retryAfterSeconds = Math.max(1, Math.ceil(limits.maxWaitMs / 1000));

  function next(): void {
    while (running < limits.concurrency) {
      // The first key in the map is the one waiting longest for its turn; served, it goes last.
      const first = waiting.entries().next();
      if (first.done) return;
      const [key, tasks] = first.value;
      const task = tasks.shift()!;
      waiting.delete(key);
      if (tasks.length > 0) waiting.set(key, tasks);
      waitingCount -= 1;
      clearTimeout(task.timer);
      running += 1;
      task.start();
    }
  }

  return {
    run<T>(key: string, task: () => Promise<T>): Promise<FairTurn<T>> {
      const own = waiting.get(key) ?? [];
      const idle = running < limits.concurrency && waitingCount === 0;
      if (!idle && own.length >= limits.maxWaitingPerKey) {
        return Promise.resolve({ ok: false, reason: 'key-full', retryAfterSeconds });
      }
      if (!idle && waitingCount >= limits.maxWaiting) {
        return Promise.resolve({ ok: false, reason: 'full', retryAfterSeconds });
      }
      return new Promise<FairTurn<T>>((resolve, reject) => {
        const entry: Waiting = {
          start() {
            task()
              .then(
                (value) => resolve({ ok: true, value }),
                (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
              )
              .finally(() => {
                running -= 1;
                next();
              });
          },
          expire() {
            const tasks = waiting.get(key);
            const index = tasks?.indexOf(entry) ?? -1;
            if (!tasks || index < 0) return;
            tasks.splice(index, 1);
            if (tasks.length === 0) waiting.delete(key);
            waitingCount -= 1;
            resolve({ ok: false, reason: 'timeout', retryAfterSeconds });
          },
          timer: setTimeout(() => entry.expire(), limits.maxWaitMs),
        };
        entry.timer.unref();
        if (!waiting.has(key)) waiting.set(key, own);
        own.push(entry);
        waitingCount += 1;
        next();
      });
    },
    stats: () => ({ running, waiting: waitingCount, keys: waiting.size }),
  };
}
