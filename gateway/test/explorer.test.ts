import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY_HEADER, appKeyHash } from '../src/security/trusted-documents';
import { startStack, type Stack } from './stack';

const APP_KEY = 'explorer-test-key-0123456789abcdef0123456789abcdef';
const INTROSPECTION = '{ __schema { queryType { name } } }';
const PUBLISHED_SDL = fileURLToPath(new URL('../../schema/published/schema.graphql', import.meta.url));

let production: Stack;
let development: Stack;
beforeAll(async () => {
  [production, development] = await Promise.all([
    startStack({ env: { GATEWAY_ENV: 'production', GATEWAY_APP_KEYS: `dev:${appKeyHash(APP_KEY)}` } }),
    startStack({ env: { GATEWAY_ENV: 'development' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([production?.close(), development?.close()]);
});

/** What a browser sends when a developer types the address: no key, HTML wanted. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

async function post(stack: Stack, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data?: { __schema?: { queryType: { name: string } } };
    errors?: { extensions?: { code?: string } }[];
  };
  return { status: response.status, body };
}

describe.each([
  ['production', () => production],
  ['development', () => development],
])('GraphiQL in %s', (_mode, stack) => {
  it('opens on a browser navigation, with no key, using only the gateway’s own versioned files', async () => {
    const response = await fetch(`${stack().gatewayUrl}/graphql`, { headers: NAVIGATION });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('YogaGraphiQL.renderYogaGraphiQL');
    expect(html).toContain(APP_KEY_HEADER);
    // Every script and stylesheet comes from the gateway: no other host is reachable in a closed network.
    expect(html).not.toMatch(/(src|href)="https?:/);
    // The page's own script parses (the worker table is read by Monaco: a syntax error there left the editor inert).
    for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      expect(() => new Function(script!)).not.toThrow();
    }
    const files = [...html.matchAll(/\/graphiql\/([a-z.]+\.[0-9a-f]{16}\.[a-z]+)/g)].map((m) => m[1]!);
    expect(new Set(files.map((f) => f.replace(/\.[0-9a-f]{16}\./, '.')))).toEqual(
      new Set([
        'favicon.ico',
        'graphiql.css',
        'graphiql.js',
        'editor.worker.js',
        'json.worker.js',
        'graphql.worker.js',
        'schema.json',
      ]),
    );
    for (const file of files) {
      const served = await fetch(`${stack().gatewayUrl}/graphiql/${file}`, {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(served.status, file).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('content-encoding')).toBe('br');
      expect(served.headers.get('vary')).toBe('Accept-Encoding');
      await served.arrayBuffer();
    }
    const js = files.find((f) => f.startsWith('graphiql.') && f.endsWith('.js'))!;
    // Sent compressed: the bundle's five MB go out as about a quarter of that, and plainly to a client that takes no coding.
    const sizes = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (coding) => {
        const served = await fetch(`${stack().gatewayUrl}/graphiql/${js}`, { headers: { 'accept-encoding': coding } });
        expect(served.headers.get('content-encoding') ?? 'identity').toBe(coding);
        return Number(served.headers.get('content-length'));
      }),
    );
    expect(sizes[0]).toBeLessThan(sizes[2]! / 3);
    expect(sizes[1]).toBeLessThan(sizes[2]! / 3);
  });

  it('serves nothing else under /graphiql/ (no path reaches the disk)', async () => {
    for (const name of [
      '../package.json',
      '..%2Fpackage.json',
      'graphiql.js',
      'graphiql.0123456789abcdef.js',
      'yoga-graphiql.umd.js',
      'constructor',
      '',
    ]) {
      const response = await fetch(`${stack().gatewayUrl}/graphiql/${name}`);
      expect(response.status).toBe(404);
      await response.body?.cancel();
    }
  });

  it('serves the SDL without a key, as published, compressed and revalidated by ETag', async () => {
    const response = await fetch(`${stack().gatewayUrl}/graphql/sdl`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe(readFileSync(PUBLISHED_SDL, 'utf8'));
    const again = await fetch(`${stack().gatewayUrl}/graphql/sdl`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('lists the persisted documents for browsing, each openable in GraphiQL', async () => {
    const response = await fetch(`${stack().gatewayUrl}/graphiql/documents`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const documents = stack().gateway.gateway.persistedDocuments;
    expect(html).toContain(`Persisted documents (${documents.size})`);
    for (const document of documents.values()) {
      expect(html).toContain(`<h2>${document.operationName} <small>${document.operationType}</small></h2>`);
      expect(html).toContain(document.id);
    }
    expect(html).toContain('/graphql?query=');
  });

  it('runs an operation with the app key, and refuses a wrong key (401)', async () => {
    if (stack() === production) {
      const withKey = await post(stack(), INTROSPECTION, { [APP_KEY_HEADER]: APP_KEY });
      expect(withKey.status).toBe(200);
      expect(withKey.body.data?.__schema?.queryType.name).toBe('Query');
    }
    const wrong = await post(stack(), INTROSPECTION, { [APP_KEY_HEADER]: 'not-a-key' });
    expect([wrong.status, wrong.body.errors?.[0]?.extensions?.code]).toEqual([401, 'UNKNOWN_APP_KEY']);
  });
});

describe('GraphiQL operations without a key', () => {
  it('are refused in production with a clear 403', async () => {
    const { status, body } = await post(production, INTROSPECTION);
    expect([status, body.errors?.[0]?.extensions?.code]).toEqual([403, 'PERSISTED_DOCUMENTS_ONLY']);
    expect(body.data).toBeUndefined();
  });

  it('run in development', async () => {
    const { status, body } = await post(development, INTROSPECTION);
    expect(status).toBe(200);
    expect(body.data?.__schema?.queryType.name).toBe('Query');
  });
});
