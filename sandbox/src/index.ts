import { fileURLToPath } from 'node:url';
import { BACKENDS, PANELS, type Backend, type Panel } from './backends';
import { RequestStats } from './admin/stats';
import type { Env } from './auth/credentials';
import { TokenIssuer } from './auth/tokens';
import type { SandboxContext } from './context';
import { ContentStore, storeDataset } from './db/content';
import { openDatabase } from './db/open';
import { FaultState, faultsFromEnv, parseFaultEnv, type FaultPatch } from './faults/faults';
import { SubmissionStore } from './forms/store';
import { HOME_PHOTOS, predraw } from './images/predraw';
import { mediaCatalogue, MediaStore, type MediaCatalogue } from './images/store';
import { generateDataset } from './seed/dataset';
import { buildServer } from './server';
import { buildCdnServer } from './cdn/server';
import { PACKAGE_ROOT } from './package-root';

export type { Backend, Panel } from './backends';
export { BACKENDS, PANELS } from './backends';
export { generateDataset, BASE_COUNTS } from './seed/dataset';
export type { Fault, FaultPatch } from './faults/faults';

export interface SandboxOptions {
  /** Default SANDBOX_PORT or 4010; 0 picks a free port. */
  port?: number;
  /**
   * The talent media CDN's own port: default SANDBOX_CDN_PORT, else the sandbox port + 1 (0 when the
   * sandbox port is 0: a free port).
   */
  cdnPort?: number;
  /** Default SANDBOX_HOST or 127.0.0.1. */
  host?: string;
  /** Default SANDBOX_DATA_DIR or sandbox/.data; created on first start. */
  dataDir?: string;
  /** Default SANDBOX_TOKEN_TTL_SECONDS or 3600. */
  tokenTtlSeconds?: number;
  /** Default SANDBOX_SCALE or 1: multiplies talents and posts. */
  scale?: number;
  /** Faults at start, per back-end; merged over SANDBOX_FAULT_<BACKEND>. A string uses the env syntax. */
  faults?: Partial<Record<Backend, FaultPatch | string>>;
  /** Where credentials and SANDBOX_* settings are read; default process.env. */
  env?: Env;
  /** Fastify logger on; default SANDBOX_LOG=1. */
  log?: boolean;
}

export interface RunningSandbox {
  url: string;
  /** The talent media CDN's origin, as the integration service's answers name it. */
  cdnUrl: string;
  baseUrls: Record<Backend, string>;
  dataDir: string;
  /** The home photos drawn in the background (SANDBOX_PREDRAW=home; 0 otherwise), once done or closed. */
  predrawn: Promise<number>;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4010;
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('.data', PACKAGE_ROOT));

function numberFrom(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got "${value}"`);
  return n;
}

function initialFaults(env: Env, overrides: SandboxOptions['faults']): FaultState {
  const state = new FaultState(faultsFromEnv(env));
  for (const [backend, value] of Object.entries(overrides ?? {})) {
    if (!(BACKENDS as readonly string[]).includes(backend) || value === undefined)
      throw new Error(`Unknown backend ${backend}`);
    const patch: FaultPatch = typeof value === 'string' ? parseFaultEnv(value) : value;
    const problem = state.patch(backend as Backend, patch);
    if (problem) throw new Error(problem);
  }
  return state;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the six stand-in back-ends on one HTTP server, each under its own prefix. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const env = options.env ?? process.env;
  const port = options.port ?? numberFrom(env.SANDBOX_PORT, 'SANDBOX_PORT') ?? DEFAULT_PORT;
  const host = options.host ?? env.SANDBOX_HOST ?? '127.0.0.1';
  const dataDir = options.dataDir ?? env.SANDBOX_DATA_DIR ?? DEFAULT_DATA_DIR;
  const ttl = options.tokenTtlSeconds ?? numberFrom(env.SANDBOX_TOKEN_TTL_SECONDS, 'SANDBOX_TOKEN_TTL_SECONDS') ?? 3600;
  const scale = options.scale ?? numberFrom(env.SANDBOX_SCALE, 'SANDBOX_SCALE') ?? 1;
  const log = options.log ?? env.SANDBOX_LOG === '1';
  const cdnPort =
    options.cdnPort ?? numberFrom(env.SANDBOX_CDN_PORT, 'SANDBOX_CDN_PORT') ?? (port === 0 ? 0 : port + 1);

  const dataset = generateDataset(scale);
  const db = openDatabase(dataDir);
  let cdn: Awaited<ReturnType<typeof buildCdnServer>> | undefined;
  try {
    storeDataset(db, dataset);
    const known = Object.fromEntries(PANELS.map((p) => [p, mediaCatalogue(dataset.panels[p])])) as Record<
      Panel,
      MediaCatalogue
    >;
    const ctx: SandboxContext = {
      env,
      dataDir,
      db,
      content: new ContentStore(db),
      tokens: new TokenIssuer(ttl),
      faults: initialFaults(env, options.faults),
      stats: new RequestStats(),
      media: new MediaStore(dataDir, known),
      submissions: new SubmissionStore(db, dataDir),
      predraw: { total: 0, drawn: 0, failed: 0, done: false },
      cdnUrl: '',
    };
    // The CDN first: the integration service's answers name its origin.
    cdn = await buildCdnServer(ctx, log);
    await cdn.listen({ port: cdnPort, host });
    const cdnAddress = cdn.server.address();
    const actualCdnPort = typeof cdnAddress === 'object' && cdnAddress ? cdnAddress.port : cdnPort;
    // Browsers load talent media from it: SANDBOX_CDN_URL names the public origin when it differs.
    ctx.cdnUrl = (env.SANDBOX_CDN_URL || `http://localhost:${actualCdnPort}`).replace(/\/+$/, '');
    const app = await buildServer(ctx, log);
    await app.listen({ port, host });
    const address = app.server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    const url = `http://${urlHost(host)}:${actualPort}`;
    // SANDBOX_PREDRAW=home: the homes' photos are drawn in the background once the sandbox listens.
    const stopDrawing = new AbortController();
    const predrawn = predraw(
      ctx.media,
      env.SANDBOX_PREDRAW === 'home' ? HOME_PHOTOS : () => false,
      ctx.predraw,
      stopDrawing.signal,
    );
    return {
      url,
      cdnUrl: ctx.cdnUrl,
      baseUrls: Object.fromEntries(BACKENDS.map((b) => [b, `${url}/${b}`])) as Record<Backend, string>,
      dataDir,
      predrawn,
      async close() {
        stopDrawing.abort();
        await predrawn;
        await app.close();
        await cdn?.close();
        db.close();
      },
    };
  } catch (error) {
    await cdn?.close();
    db.close();
    throw error;
  }
}
