import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isInternalResponseHeader, stripInternalHeaders } from './internal-headers.mjs';

/** One answer of a real server whose handler sets headers as Next does; the headers the client got. */
async function answer(handle: (res: ServerResponse) => void): Promise<Record<string, unknown>> {
  const server = createServer((_req, res) => {
    stripInternalHeaders(res);
    handle(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

describe("Next's routing headers", () => {
  it('names the routing instructions and rewritten paths, not the cache state', () => {
    for (const name of [
      'x-middleware-rewrite',
      'X-Middleware-Next',
      'x-middleware-set-cookie',
      'x-nextjs-rewritten-path',
      'x-nextjs-rewritten-query',
      'x-nextjs-matched-path',
      'x-matched-path',
    ])
      expect(isInternalResponseHeader(name), name).toBe(true);
    for (const name of ['x-nextjs-cache', 'x-nextjs-prerender', 'cache-control', 'vary', 'x-request-id'])
      expect(isInternalResponseHeader(name), name).toBe(false);
  });

  it('never leave the server, whether set one by one, in writeHead, or by an implicit write', async () => {
    const viaSetHeader = await answer((res) => {
      res.setHeader('x-middleware-rewrite', '/pt/jabuticaba/talento/12/ana');
      res.setHeader('x-nextjs-cache', 'HIT');
      res.end('page');
    });
    expect(viaSetHeader['x-middleware-rewrite']).toBeUndefined();
    expect(viaSetHeader['x-nextjs-cache']).toBe('HIT');
    const viaWriteHead = await answer((res) => {
      res.writeHead(200, { 'X-Nextjs-Rewritten-Path': '/pt/music/postagens/events', 'content-type': 'text/html' });
      res.end('page');
    });
    expect(viaWriteHead['x-nextjs-rewritten-path']).toBeUndefined();
    expect(viaWriteHead['content-type']).toBe('text/html');
    const viaRawList = await answer((res) => {
      res.writeHead(200, ['x-matched-path', '/[locale]/[brand]', 'x-request-id', 'abc']);
      res.end();
    });
    expect(viaRawList['x-matched-path']).toBeUndefined();
    expect(viaRawList['x-request-id']).toBe('abc');
  });
});
