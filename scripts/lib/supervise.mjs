// The dev loop's parts as supervised children: each one's output prefixed by its name, and a part
// that stops on its own restarted (after a pause that grows while it keeps failing, reset once it
// has run a while), named on the console; the other parts keep running.
import { spawn } from 'node:child_process';

/** Pause before the n-th restart in a row (0-based): 1 s, 2 s, 4 s, ... at most 15 s. */
export function restartDelayMs(failuresInARow) {
  return Math.min(15_000, 1000 * 2 ** failuresInARow);
}

/** A run this long counts as healthy: the next stop starts the pauses from the beginning again. */
export const HEALTHY_RUN_MS = 30_000;

/** Writes a stream line by line, each line prefixed by `[name] `. */
function prefixLines(stream, out, name) {
  let buffer = '';
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

/**
 * A supervisor of named parts. `start(name, command, args, options)` runs a part (`options` may be
 * a function, read again at every start: a restart takes the settings of the moment); `restart(name)`
 * stops it and starts it again at once (a changed table); `stop()` ends every part.
 */
export function createSupervisor({ env, log = (line) => console.error(line) } = {}) {
  const parts = new Map();
  let stopping = false;

  function run(part) {
    const startedAt = Date.now();
    const options = typeof part.options === 'function' ? part.options() : part.options;
    const child = spawn(part.command, part.args, { stdio: ['ignore', 'pipe', 'pipe'], env, ...options });
    part.child = child;
    prefixLines(child.stdout, process.stdout, part.name);
    prefixLines(child.stderr, process.stderr, part.name);
    child.on('exit', (code, signal) => {
      if (part.child === child) part.child = null;
      if (stopping || part.replacing === child) return;
      part.failures = Date.now() - startedAt >= HEALTHY_RUN_MS ? 0 : part.failures;
      const delay = restartDelayMs(part.failures);
      part.failures += 1;
      log(`[dev] ${part.name} stopped (${signal ?? `exit ${code}`}); restarting it in ${delay / 1000} s`);
      part.timer = setTimeout(() => run(part), delay);
    });
  }

  return {
    start(name, command, args, options = {}) {
      const part = { name, command, args, options, child: null, failures: 0, timer: null, replacing: null };
      parts.set(name, part);
      run(part);
    },
    /** Stops the part (SIGTERM, SIGKILL after `graceMs`) and starts it again. */
    async restart(name, graceMs = 3000) {
      const part = parts.get(name);
      if (!part || stopping) return;
      clearTimeout(part.timer);
      const child = part.child;
      if (child) {
        part.replacing = child;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(force);
      }
      part.failures = 0;
      run(part);
    },
    /** Ends every part: SIGTERM, then SIGKILL for a part still running after `graceMs`. */
    async stop(graceMs = 3000) {
      stopping = true;
      const running = [];
      for (const part of parts.values()) {
        clearTimeout(part.timer);
        const child = part.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) continue;
        running.push(new Promise((resolve) => child.once('exit', resolve)));
        child.kill('SIGTERM');
      }
      const force = setTimeout(() => {
        for (const part of parts.values()) part.child?.kill('SIGKILL');
      }, graceMs);
      await Promise.all(running);
      clearTimeout(force);
    },
  };
}
