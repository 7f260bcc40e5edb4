import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '@agency/sandbox';
import { loadConfig } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';
import { BACKENDS, type Backend } from '../src/backends';

export const REVALIDATE_SECRET = 'test-revalidate-secret';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

export interface Stack {
  gatewayUrl: string;
  sandboxUrl: string;
  dataDir: string;
  gateway: RunningGateway;
  /** Every access token the back-ends issued to the gateway during the run. */
  issuedTokens: Set<string>;
  /** Raw bodies (and x- headers) of every gateway answer received through gql(). */
  answers: string[];
  /** Posts a GraphQL operation over HTTP; returns the raw body text too (to look for tokens). */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLAnswer<T> & { raw: string }>;
  stats(): Promise<Record<string, { total: number; routes: Record<string, number> }>>;
  resetStats(): Promise<void>;
  setFault(
    backend: Backend,
    fault: { latencyMs?: number; errorRate?: number; down?: boolean | 'down' | 'refuse' },
  ): Promise<void>;
  clearFaults(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real parts, wired as in production: the sandbox (six back-ends on SQLite in a temp dir)
 * and the gateway, each on a free port.
 */
export async function startStack(
  options: { tokenTtlSeconds?: number; env?: Record<string, string> } = {},
): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-it-'));
  const sandbox = await startSandbox({ port: 0, dataDir, tokenTtlSeconds: options.tokenTtlSeconds ?? 3600 });
  const upstreamUrls = Object.fromEntries(
    BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]]),
  );
  const config = loadConfig({
    ...process.env,
    ...upstreamUrls,
    GATEWAY_PORT: '0',
    GATEWAY_HOST: '127.0.0.1',
    OUTBOX_PATH: join(dataDir, 'outbox.sqlite'),
    REVALIDATE_SECRET,
    REDIS_URL: '',
    UPSTREAM_BACKOFF_MS: '5',
    // The contract sampler parses the OpenAPI file (about a second here); drift.test.ts turns it on.
    UPSTREAM_CONTRACT_SAMPLE_EVERY: '0',
    // Tests count upstream calls from a cold store; warmup.test.ts turns it on.
    STORE_WARMUP: '0',
    // Talent media live on the sandbox's CDN origin: the comp cards may fetch from it.
    MEDIA_HOSTS: sandbox.cdnUrl,
    ...options.env,
  });
  // Watches the gateway's own upstream traffic to learn the tokens it got (to prove they never leak).
  const issuedTokens = new Set<string>();
  const watchingFetch = async (input: string, init: RequestInit) => {
    const response = await fetch(input, init);
    if (/\/api\/(login|signin)$/.test(input)) {
      const body = (await response.clone().json()) as { access_token?: string };
      if (body.access_token) issuedTokens.add(body.access_token);
    }
    return response;
  };
  const gateway = await startGateway(config, { fetch: watchingFetch });
  const answers: string[] = [];
  const admin = (path: string, init?: RequestInit) =>
    fetch(`${sandbox.url}/__admin${path}`, init).then((r) => {
      if (!r.ok) throw new Error(`admin ${path}: ${r.status}`);
      return r.json() as Promise<unknown>;
    });
  return {
    gatewayUrl: gateway.url,
    sandboxUrl: sandbox.url,
    dataDir,
    gateway,
    issuedTokens,
    answers,
    async gql(query, variables) {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const raw = await response.text();
      answers.push(JSON.stringify([...response.headers]) + raw);
      return { ...(JSON.parse(raw) as GraphQLAnswer<never>), raw };
    },
    stats: async () =>
      ((await admin('/stats')) as { backends: Record<string, { total: number; routes: Record<string, number> }> })
        .backends,
    resetStats: async () => void (await admin('/stats', { method: 'DELETE' })),
    setFault: async (backend, fault) =>
      void (await admin(`/faults/${backend}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault),
      })),
    clearFaults: async () => void (await admin('/faults', { method: 'DELETE' })),
    async close() {
      await gateway.close();
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Upstream API calls of a stats snapshot, without token calls. */
export function apiCalls(
  stats: Record<string, { routes: Record<string, number> }>,
  backend: string,
): Record<string, number> {
  const routes = { ...(stats[backend]?.routes ?? {}) };
  delete routes['POST /api/login'];
  delete routes['POST /api/signin'];
  return routes;
}
