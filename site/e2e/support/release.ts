import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The parts of the release (scripts/release.mjs) as production starts them, for browser tests that
 * run a deployment of their own beside the suite's stack: node on the compiled entry, in the part's
 * folder, with only the environment given (plus PATH).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
export const RELEASE_DIR = path.resolve(ROOT, process.env.RELEASE_DIR || '.release');

const ENTRIES = {
  sandbox: 'sandbox/dist/main.mjs',
  gateway: 'gateway/dist/main.mjs',
  site: 'site/serve-brands.mjs',
} as const;

export type ReleasePart = keyof typeof ENTRIES;

export interface Started {
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export function startPart(part: ReleasePart, env: Record<string, string>): Started {
  const entry = path.join(RELEASE_DIR, ENTRIES[part]);
  if (!fs.existsSync(entry)) throw new Error(`no release at ${RELEASE_DIR}: run node scripts/release.mjs`);
  const child = spawn(process.execPath, [entry], {
    cwd: path.join(RELEASE_DIR, part),
    env: { PATH: process.env.PATH ?? '', NEXT_TELEMETRY_DISABLED: '1', ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits until `port` on `host` accepts connections, or fails with the part's output if it ended first. */
export async function waitForListening(started: Started, port: number, host = '127.0.0.1', timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (started.child.exitCode !== null) {
      throw new Error(`exited with ${started.child.exitCode} before listening:\n${started.output()}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => (socket.destroy(), resolve(false)));
    });
    if (open) return;
    if (Date.now() > end) throw new Error(`port ${port} did not open:\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops every part started (SIGTERM, then SIGKILL after a moment). */
export async function stopAll(parts: Started[]) {
  for (const part of parts) part.child.kill('SIGTERM');
  await Promise.race([Promise.all(parts.map((p) => p.exited)), new Promise((r) => setTimeout(r, 5000))]);
  for (const part of parts)
    if (part.child.exitCode === null && part.child.signalCode === null) part.child.kill('SIGKILL');
}

/** The release's identity: its id and the site build's, which a rebuild would change. */
export function releaseIdentity(): string {
  const id = fs.readFileSync(path.join(RELEASE_DIR, 'RELEASE_ID'), 'utf8').trim();
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const build = fs.readFileSync(path.join(RELEASE_DIR, 'site', distDir, 'BUILD_ID'), 'utf8').trim();
  return `${id}/${build}`;
}

/** Image XObjects in a PDF (pdfkit writes one per embedded photo); a frame drawn without its photo has none. */
export function pdfImageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Subtype\s*\/Image\b/g)?.length ?? 0;
}
