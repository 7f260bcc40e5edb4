// Starts the services the bench measures, each in its own process group with
// its output in a log file, and makes sure every one of them is stopped when
// the bench ends, fails or is interrupted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const running = new Set();

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

// 'exit' handlers must be synchronous: SIGKILL whatever is still up.
process.on('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping everything it started`);
    process.exit(130);
  });
}

/** Spawns `command` detached (own process group), output appended to logFile. */
export function startProcess(name, command, args, { cwd, env, logFile }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'a');
  fs.writeSync(log, `\n--- ${new Date().toISOString()} ${command} ${args.join(' ')}\n`);
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  running.add(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => running.delete(child));
  return { name, pid: child.pid, child, exited, logFile };
}

/** SIGTERM to the whole group, SIGKILL after graceMs. */
export async function stopProcess(proc, graceMs = 5000) {
  if (!running.has(proc.child)) return;
  killGroup(proc.child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(proc.child, 'SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/** Runs a command to its end; rejects with the log's tail when it fails. */
export async function runToEnd(name, command, args, options) {
  const proc = startProcess(name, command, args, options);
  const { code } = await proc.exited;
  if (code !== 0) throw new Error(`${name} exited with ${code}; see ${options.logFile}`);
}

export function portIsOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Waits for an HTTP URL to answer `ok(status)`, failing early if the process dies. */
export async function waitForHttp(url, proc, { timeoutMs = 120_000, ok = (status) => status < 500 } = {}) {
  const started = Date.now();
  let died = false;
  proc?.exited.then(() => (died = true));
  while (Date.now() - started < timeoutMs) {
    if (died) throw new Error(`${proc.name} exited before answering ${url}; see ${proc.logFile}`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (ok(response.status)) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s; see ${proc?.logFile ?? 'its log'}`);
}

/** Refuses to start when a port the bench needs is taken (never measure someone else's server). */
export async function assertPortsFree(ports) {
  const taken = [];
  for (const port of ports) if (await portIsOpen(port)) taken.push(port);
  if (taken.length) throw new Error(`ports already in use: ${taken.join(', ')} (another bench or stack running?)`);
}

/** Resident memory of a process in bytes, from /proc/<pid>/status VmRSS. */
export function residentBytes(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]) * 1024;
}

/** CPU time (user + system, all threads) a process has used so far, in ms, from /proc/<pid>/stat. */
export function cpuMs(pid, ticksPerSecond = 100) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start at state (field 3).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / ticksPerSecond;
}

/** Runs fn and adds the CPU ms `pid` used during it per request answered. */
export async function withCpu(pid, fn) {
  const before = cpuMs(pid);
  const run = await fn();
  const used = cpuMs(pid) - before;
  return { ...run, cpuMs: used, cpuMsPerRequest: run.requestsTotal ? used / run.requestsTotal : null };
}
