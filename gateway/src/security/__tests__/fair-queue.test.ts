import { describe, expect, it } from 'vitest';
import { createFairQueue, type FairTurn } from '../fair-queue';

/** A task that runs until released, recording the order tasks start in. */
function gate(started: string[]) {
  const releases = new Map<string, () => void>();
  return {
    task: (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        releases.set(name, () => resolve(name));
      }),
    release: async (name: string) => {
      await expect.poll(() => releases.has(name)).toBe(true);
      releases.get(name)!();
      releases.delete(name);
    },
  };
}

describe('a queue that serves addresses in turn', () => {
  it('serves waiting addresses in turn, not arrivals in order', async () => {
    const started: string[] = [];
    const { task, release } = gate(started);
    const queue = createFairQueue({ concurrency: 1, maxWaiting: 10, maxWaitingPerKey: 5, maxWaitMs: 10_000 });
    const runs: Promise<FairTurn<string>>[] = [];
    runs.push(queue.run('attacker', task('a1')));
    // The attacker queues three more before anyone else arrives.
    runs.push(queue.run('attacker', task('a2')), queue.run('attacker', task('a3')), queue.run('attacker', task('a4')));
    runs.push(queue.run('ana', task('ana')), queue.run('bia', task('bia')));
    expect(queue.stats()).toEqual({ running: 1, waiting: 5, keys: 3 });
    for (const name of ['a1', 'a2', 'ana', 'bia', 'a3', 'a4']) await release(name);
    await Promise.all(runs);
    expect(started).toEqual(['a1', 'a2', 'ana', 'bia', 'a3', 'a4']);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, keys: 0 });
  });

  it("refuses an address's task past its own backlog, and anyone's past everyone's, at once and unrun", async () => {
    const started: string[] = [];
    const { task, release } = gate(started);
    const queue = createFairQueue({ concurrency: 1, maxWaiting: 2, maxWaitingPerKey: 1, maxWaitMs: 30_000 });
    const first = queue.run('attacker', task('a1'));
    const second = queue.run('attacker', task('a2'));
    expect(await queue.run('attacker', task('a3'))).toEqual({ ok: false, reason: 'key-full', retryAfterSeconds: 30 });
    const ana = queue.run('ana', task('ana'));
    expect(await queue.run('bia', task('bia'))).toEqual({ ok: false, reason: 'full', retryAfterSeconds: 30 });
    for (const name of ['a1', 'a2', 'ana']) await release(name);
    expect(await Promise.all([first, second, ana])).toEqual([
      { ok: true, value: 'a1' },
      { ok: true, value: 'a2' },
      { ok: true, value: 'ana' },
    ]);
    expect(started).toEqual(['a1', 'a2', 'ana']);
  });

  it('drops a task that waited past the bound, unrun, with a time to come back', async () => {
    const started: string[] = [];
    const { task, release } = gate(started);
    const queue = createFairQueue({ concurrency: 1, maxWaiting: 4, maxWaitingPerKey: 2, maxWaitMs: 100 });
    const slow = queue.run('slow', task('slow'));
    expect(await queue.run('late', task('late'))).toEqual({ ok: false, reason: 'timeout', retryAfterSeconds: 1 });
    expect(queue.stats()).toEqual({ running: 1, waiting: 0, keys: 0 });
    await release('slow');
    expect(await slow).toEqual({ ok: true, value: 'slow' });
    expect(started).toEqual(['slow']);
  });

  it("passes a task's failure on and frees its turn", async () => {
    const queue = createFairQueue({ concurrency: 1, maxWaiting: 4, maxWaitingPerKey: 2, maxWaitMs: 1000 });
    await expect(queue.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('a', () => Promise.resolve(1))).toEqual({ ok: true, value: 1 });
  });
});
