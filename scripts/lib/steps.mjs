// Small helpers shared by the root scripts (up, test, bench): run a command
// with inherited output and fail loudly, and find the pinned pnpm.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** pnpm pinned by version, as every machine gets it (npx), so the lockfile is read the same everywhere. */
export const PNPM = ['npx', '--yes', 'pnpm@10.34.9'];

export function baseEnv(extra = {}) {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

/** Runs a command to completion; resolves with its exit code (never throws on a non-zero code). */
export function run(label, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, env: baseEnv(), ...options });
    child.on('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✔' : '✘'} ${label} (${seconds} s)`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

export async function mustRun(label, command, args, options) {
  const code = await run(label, command, args, options);
  if (code !== 0) {
    console.error(`\n${label} failed (exit ${code}).`);
    process.exit(code);
  }
}

/** Installs the workspace with the lockfile as committed (never rewrites it on CI). */
export async function installWorkspace() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  await mustRun('install', PNPM[0], [...PNPM.slice(1), 'install', ...frozen]);
}
