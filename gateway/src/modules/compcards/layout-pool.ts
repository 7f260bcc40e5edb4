import { Worker } from 'node:worker_threads';
import type { CardDocument, ShortlistDocument } from './layout';

/** What a worker lays out: one card or a shortlist, with its photos already prepared. */
export type LayoutJob = { kind: 'card'; document: CardDocument } | { kind: 'shortlist'; document: ShortlistDocument };

export interface LayoutPool {
  /** The PDF bytes of the job, laid out on a worker thread. */
  render(job: LayoutJob): Promise<Buffer>;
  /** Workers started, jobs done by them, and jobs waiting for one (tests, metrics). */
  stats(): { workers: number; done: number; waiting: number };
  close(): Promise<void>;
}

/** A worker's heap: a 50-talent shortlist lays out in well under this; a runaway job ends the worker, not the gateway. */
const WORKER_HEAP_MB = 256;

interface Pending {
  id: number;
  job: LayoutJob;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
}

/**
 * PDF layout is synchronous CPU work (pdfkit places every glyph, compresses every page): on the
 * event loop, a shortlist of 50 talents stalls every GraphQL read, form and health check of all
 * five brands behind it. Here it runs on `size` worker threads (COMP_CARD_CONCURRENCY), started
 * on first use and kept; jobs beyond them wait in order (the service's gate bounds how many). A
 * worker that dies fails its job and is replaced by the next one. Hand-written over a pool
 * library: it is one queue and a map of ids, and the workers need the tsx bootstrap anyway.
 */
export function createLayoutPool(size: number): LayoutPool {
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let done = 0;
  let closed = false;

  function start(): Slot {
    const worker = new Worker(new URL('./layout-worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // An idle worker does not keep the process alive.
    worker.unref();
    const slot: Slot = { worker, current: null };
    worker.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
      const job = slot.current;
      if (!job || job.id !== message.id) return;
      slot.current = null;
      done += 1;
      if (message.pdf) job.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
      else job.reject(new Error(`comp-card layout failed: ${message.error ?? 'unknown error'}`));
      dispatch();
    });
    const lost = (reason: string) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      slot.current?.reject(new Error(`comp-card layout worker ${reason}`));
      slot.current = null;
      if (!closed) dispatch();
    };
    worker.on('error', (error) => lost(`failed: ${error.message}`));
    worker.on('exit', (code) => lost(`exited (${code})`));
    slots.push(slot);
    return slot;
  }

  function dispatch(): void {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => s.current === null) ?? (slots.length < size ? start() : null);
      if (!slot) return;
      const job = queue.shift()!;
      slot.current = job;
      slot.worker.postMessage({ id: job.id, job: job.job });
    }
  }

  return {
    render(job) {
      if (closed) return Promise.reject(new Error('comp-card layout pool is closed'));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, job, resolve, reject });
        dispatch();
      });
    },
    stats: () => ({ workers: slots.length, done, waiting: queue.length }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('comp-card layout pool is closed'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
