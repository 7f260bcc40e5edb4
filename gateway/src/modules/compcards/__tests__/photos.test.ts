import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMediaSources } from '@agency/schema/media-sources';
import { fetchMedia } from '../photos';

describe('a comp card’s photos', () => {
  let server: Server;
  let origin = '';
  const asked: string[] = [];
  beforeAll(async () => {
    // Stands for a CDN that serves many customers, each under a path of its own.
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end('jpeg');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('are fetched from the agency’s account path on a shared CDN, never from another account there', async () => {
    const policy = { sources: parseMediaSources(`${origin}/agency/`), timeoutMs: 5_000, maxBytes: 1_000 };
    const own = await fetchMedia(`${origin}/agency/image/upload/a.jpg`, policy);
    expect(own.ok).toBe(true);
    for (const url of [
      `${origin}/someone-else/image/upload/a.jpg`,
      `${origin}/agencyx/image/upload/a.jpg`,
      `${origin}/image/upload/a.jpg`,
    ]) {
      const refused = await fetchMedia(url, policy);
      expect(refused, url).toEqual({ ok: false, reason: expect.stringMatching(/is on no media source$/) });
    }
    expect(asked).toEqual(['/agency/image/upload/a.jpg']);
  });
});
