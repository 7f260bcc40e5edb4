import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BACKENDS, type Backend } from '../../backends';
import type { GatewayConfig } from '../../config';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>;

/** A tiny real HTTP server standing in for one panel, so the wrapper is tested over real sockets. */
export async function startFakeBackend(handler: Handler, options: { ttlSeconds?: number } = {}) {
  const calls: { method: string; path: string; authorization?: string }[] = [];
  let issued = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = req.url ?? '/';
    calls.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization });
    if (path.endsWith('/api/login') || path.endsWith('/api/signin')) {
      issued += 1;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          access_token: `token-${issued}`,
          token_type: 'Bearer',
          expires_in: options.ttlSeconds ?? 3600,
        }),
      );
      return;
    }
    await handler(req, res, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    apiCalls: () => calls.filter((c) => !c.path.endsWith('/api/login') && !c.path.endsWith('/api/signin')),
    logins: () => calls.filter((c) => c.path.endsWith('/api/login') || c.path.endsWith('/api/signin')).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

export function configFor(
  url: string,
  overrides: Partial<GatewayConfig['upstream']> = {},
): Pick<GatewayConfig, 'backends' | 'upstream'> {
  const backends = Object.fromEntries(
    BACKENDS.map((b) => [
      b,
      { baseUrl: `${url}/${b}`, mediaBase: `${url}/${b}/media/`, credentials: { salt: 's', key: 'k' } },
    ]),
  ) as Record<Backend, GatewayConfig['backends'][Backend]>;
  return {
    backends,
    upstream: {
      timeoutMs: 300,
      readRetries: 2,
      backoffBaseMs: 1,
      breakerFailures: 5,
      breakerCooldownMs: 60_000,
      ...overrides,
    },
  };
}
