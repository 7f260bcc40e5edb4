import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { startSandbox, type Backend, type SandboxOptions } from '../src/index';

export const OPENAPI_FILE = new URL('../../schema/agency-api.openapi.yaml', import.meta.url);

type Json = Record<string, unknown>;

/** Validates bodies against the OpenAPI file's schemas (OpenAPI 3.1 = JSON Schema 2020-12). */
export class Contract {
  readonly doc: Json;
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ReturnType<Ajv2020['compile']>>();

  constructor() {
    this.doc = parse(readFileSync(OPENAPI_FILE, 'utf8')) as Json;
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'agency', components: this.doc.components });
  }

  /** The JSON response schema of an operation and status, refs pointed at the shared components. */
  responseSchema(path: string, method: string, status: number): object {
    const paths = this.doc.paths as Record<string, Record<string, Json>>;
    const operation = paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`No operation ${method} ${path} in the OpenAPI file`);
    let response = (operation.responses as Record<string, Json>)[String(status)];
    if (!response) throw new Error(`No ${status} response for ${method} ${path} in the OpenAPI file`);
    const ref = response.$ref as string | undefined;
    if (ref)
      response = (this.doc.components as Record<string, Record<string, Json>>).responses![ref.split('/').pop()!]!;
    const schema = (response.content as Record<string, { schema: object }>)['application/json']?.schema;
    if (!schema) throw new Error(`No JSON body for ${status} ${method} ${path}`);
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"agency#/components/')) as object;
  }

  /** Throws with ajv's errors when the body does not match. */
  check(path: string, method: string, status: number, body: unknown): void {
    const key = `${method} ${path} ${status}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(this.responseSchema(path, method, status));
      this.compiled.set(key, validate);
    }
    if (!validate(body)) {
      throw new Error(
        `${method} ${path} ${status} breaks the contract: ${this.ajv.errorsText(validate.errors, { separator: '\n' })}`,
      );
    }
  }

  checkSchema(name: string, value: unknown): void {
    const validate = this.ajv.getSchema(`agency#/components/schemas/${name}`);
    if (!validate) throw new Error(`No schema ${name}`);
    if (!validate(value)) throw new Error(`${name}: ${this.ajv.errorsText(validate.errors)}`);
  }
}

export interface TestSandbox {
  url: string;
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
