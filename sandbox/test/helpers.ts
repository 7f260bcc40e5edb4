import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Backend, type SandboxOptions } from '../src/index';

export { Contract, OPENAPI_FILE } from '@agency/schema/contract';

export interface TestSandbox {
  url: string;
  cdnUrl: string;
  baseUrls: Record<Backend, string>;
  dataDir: string;
  close(): Promise<void>;
  /** Closes and removes the data dir. */
  destroy(): Promise<void>;
  restart(extra?: Partial<SandboxOptions>): Promise<void>;
}

/** A sandbox on a free port with a fresh data dir; env isolated from the caller's shell. */
export async function testSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const base: SandboxOptions = { port: 0, dataDir, env: {}, ...options };
  let running = await startSandbox(base);
  const handle: TestSandbox = {
    url: running.url,
    cdnUrl: running.cdnUrl,
    baseUrls: running.baseUrls,
    dataDir,
    close: () => running.close(),
    async destroy() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async restart(extra = {}) {
      await running.close();
      running = await startSandbox({ ...base, ...extra });
      handle.url = running.url;
      handle.cdnUrl = running.cdnUrl;
      handle.baseUrls = running.baseUrls;
    },
  };
  return handle;
}

export async function login(baseUrl: string, backend: Backend): Promise<string> {
  const body =
    backend === 'manager'
      ? { salt: 'sandbox-salt', api_key: 'sandbox-manager-key' }
      : { salt: 'sandbox-salt', api_token: 'sandbox-panel-token' };
  const res = await fetch(`${baseUrl}/api/${backend === 'manager' ? 'signin' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`login ${backend}: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function getJson(url: string, token?: string, init: RequestInit = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers as Record<string, string>) },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

export function postJson(url: string, token: string | undefined, body: unknown) {
  return getJson(url, token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
