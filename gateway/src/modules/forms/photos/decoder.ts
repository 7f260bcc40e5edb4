import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** How a photo is re-encoded (decode-child.mjs applies it). */
export interface ReencodeSettings {
  /** Pixels a photo may decode to (the header ceiling, again, at decode time). */
  pixelsMax: number;
  /** Longest side of the result, px. */
  longSide: number;
  /** JPEG quality of the result. */
  quality: number;
  /** Bytes a result may have; a larger one is encoded again, at lower quality then smaller (decode-child.mjs). */
  maxBytes: number;
}

export type DecodeResult =
  | { ok: true; data: Buffer }
  /** The decoder refused the bytes (not an image it reads, truncated, over the pixel limit). */
  | { ok: false; reason: 'invalid'; message: string }
  /** Past the time budget: the process was killed mid-decode. */
  | { ok: false; reason: 'timeout' }
  /** The process died under it (out of memory, a crash in the decoder). */
  | { ok: false; reason: 'crashed'; message: string };

export interface PhotoDecoder {
  /** Re-encodes one photo in a decoder process; waits for a free one when all are busy. */
  reencode(bytes: Uint8Array): Promise<DecodeResult>;
  /** Processes alive (and their ids), jobs finished, processes killed on overrun (tests, metrics). */
  stats(): { processes: number; pids: number[]; done: number; killed: number };
  /** Ends every decoder process; jobs still running are answered 'crashed'. */
  close(): Promise<void>;
}

export interface PhotoDecoderOptions {
  /** Decoder processes at most (PHOTO_DECODE_CONCURRENCY). */
  processes: number;
  /** Time budget of one photo, from when its decoder takes it (PHOTO_DECODE_TIMEOUT_MS). */
  timeoutMs: number;
  settings: ReencodeSettings;
}

interface Job {
  id: number;
  bytes: Uint8Array;
  resolve(result: DecodeResult): void;
}

interface Slot {
  child: ChildProcess;
  ready: Promise<void>;
  /** The photo it holds; its timer starts once the process is ready and has the bytes. */
  current: { job: Job; timer?: NodeJS.Timeout } | null;
}

const CHILD = fileURLToPath(new URL('./decode-child.mjs', import.meta.url));

/**
 * Photos are decoded in child processes, never in the gateway's: libjpeg's scan loop cannot be
 * interrupted from outside (sharp's timeout is checked between libvips' steps, and a worker
 * thread's native work runs on the process's shared thread pool, beyond terminate()), but a
 * process can be killed. Each photo gets `timeoutMs` from the moment its process takes it; past
 * that the process is killed (SIGKILL: the kernel frees its memory at once) and the photo is
 * answered 'timeout'. Processes start on first use, are kept while they serve, and are replaced
 * after a kill or a crash. Their own Node without the TypeScript loader: the child is plain
 * JavaScript and needs only sharp.
 */
export function createPhotoDecoder(options: PhotoDecoderOptions): PhotoDecoder {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let done = 0;
  let killed = 0;
  let closed = false;

  function start(): Slot {
    const child = fork(CHILD, [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const slot: Slot = {
      child,
      current: null,
      ready: new Promise<void>((resolve) => {
        const onReady = (message: { ready?: boolean }) => {
          if (!message.ready) return;
          child.off('message', onReady);
          resolve();
        };
        child.on('message', onReady);
        child.once('exit', () => resolve());
      }),
    };
    idle(slot);
    child.on('message', (message: { id?: number; data?: Uint8Array; error?: string }) => {
      const current = slot.current;
      if (!current || message.id !== current.job.id) return;
      clearTimeout(current.timer);
      slot.current = null;
      done += 1;
      idle(slot);
      current.job.resolve(
        message.data
          ? { ok: true, data: Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength) }
          : { ok: false, reason: 'invalid', message: message.error ?? 'unknown error' },
      );
      dispatch();
    });
    child.once('exit', (code, signal) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      const current = slot.current;
      slot.current = null;
      if (current) {
        clearTimeout(current.timer);
        current.job.resolve({ ok: false, reason: 'crashed', message: `decoder exited (${signal ?? code})` });
      }
      if (!closed) dispatch();
    });
    child.on('error', () => undefined);
    slots.push(slot);
    return slot;
  }

  /** An idle process keeps neither the gateway nor a test runner alive. */
  function idle(slot: Slot): void {
    slot.child.unref();
    slot.child.channel?.unref();
  }

  function busy(slot: Slot): void {
    slot.child.ref();
    slot.child.channel?.ref();
  }

  function dispatch(): void {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((s) => s.current === null) ?? (slots.length < options.processes ? start() : null);
      if (!slot) return;
      const job = queue.shift()!;
      slot.current = { job };
      busy(slot);
      void slot.ready.then(() => {
        const current = slot.current;
        if (current?.job !== job) return;
        slot.child.send({ id: job.id, bytes: job.bytes, settings: options.settings });
        current.timer = setTimeout(() => overrun(slot, job), options.timeoutMs);
      });
    }
  }

  /** Past the budget: the process leaves the pool at once and is killed; its photo is answered. */
  function overrun(slot: Slot, job: Job): void {
    if (slot.current?.job !== job) return;
    killed += 1;
    slot.current = null;
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    slot.child.kill('SIGKILL');
    job.resolve({ ok: false, reason: 'timeout' });
    dispatch();
  }

  return {
    reencode(bytes) {
      if (closed) return Promise.resolve({ ok: false, reason: 'crashed', message: 'decoder closed' });
      return new Promise<DecodeResult>((resolve) => {
        queue.push({ id: nextId++, bytes, resolve });
        dispatch();
      });
    },
    stats: () => ({
      processes: slots.length,
      pids: slots.flatMap((slot) => (slot.child.pid === undefined ? [] : [slot.child.pid])),
      done,
      killed,
    }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.resolve({ ok: false, reason: 'crashed', message: 'decoder closed' });
      await Promise.all(
        slots.map(
          (slot) =>
            new Promise<void>((resolve) => {
              if (slot.child.exitCode !== null || slot.child.signalCode !== null) return resolve();
              slot.child.once('exit', () => resolve());
              slot.child.kill('SIGKILL');
            }),
        ),
      );
    },
  };
}
