/** Thrown when every generation slot is taken and the queue is full: the caller answers 503. */
export class GateFullError extends Error {
  constructor() {
    super('Too many comp cards are being generated right now; try again in a few seconds.');
  }
}

export interface Gate {
  /** Runs `task` in a free slot, after the ones waiting before it; throws GateFullError when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now (tests, metrics). */
  load(): { running: number; waiting: number };
}

/**
 * Generation is CPU work (image resizing, PDF encoding) on a gateway that also answers GraphQL:
 * at most `concurrency` documents are generated at once, at most `queue` more wait in order, and
 * anything beyond is refused at once rather than piling up memory and latency. A few lines
 * instead of a library: the bounded queue with an immediate refusal is the whole point, and
 * p-limit/p-queue would need the same check wrapped around them.
 */
export function createGate({ concurrency, queue }: { concurrency: number; queue: number }): Gate {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(task) {
      if (running >= concurrency) {
        if (waiting.length >= queue) throw new GateFullError();
        // The slot is handed over by release(), so `running` stays counted for this task.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
