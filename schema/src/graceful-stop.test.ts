import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { stopGracefully } from './graceful-stop.mjs';

const open: http.Server[] = [];
afterEach(() => {
  for (const server of open.splice(0)) server.closeAllConnections();
});

async function listen(handler: http.RequestListener): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(handler);
  open.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** One GET on the agent's kept-alive connection: status and body. */
function get(port: number, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('stopGracefully', () => {
  it('closes a server that a keep-alive client keeps busy, failing none of its requests', async () => {
    let received = 0;
    let third!: () => void;
    const thirdArrived = new Promise<void>((resolve) => (third = resolve));
    const { server, port } = await listen((_req, res) => {
      if (++received === 3) third();
      setTimeout(() => res.end('ok'), 20);
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let closed = false;
    const answers: { status: number }[] = [];
    // A client like the front: one connection, the next request as soon as an answer is in, never
    // idle for Node's 5 s keep-alive (a plain server.close() waits for that for ever).
    const client = (async () => {
      while (!closed) {
        try {
          answers.push(await get(port, agent));
        } catch {
          break;
        }
      }
    })();
    // The stop begins while a request is under way on the busy connection.
    await thirdArrived;
    await stopGracefully([server], { graceMs: 60_000 });
    closed = true;
    await client;
    agent.destroy();
    expect(answers.length).toBeGreaterThanOrEqual(3);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  });

  it('answers a request in flight in full before closing', async () => {
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const { server, port } = await listen((_req, res) => {
      started();
      setTimeout(() => res.end('the whole answer'), 300);
    });
    const agent = new http.Agent({ keepAlive: true });
    const answer = get(port, agent);
    await inFlight;
    const stop = stopGracefully([server], { graceMs: 60_000 });
    expect(await answer).toMatchObject({ status: 200, body: 'the whole answer' });
    await stop;
    agent.destroy();
  });

  it('cuts a connection still open after the grace time', async () => {
    const { server, port } = await listen((_req, res) => res.write('never ends'));
    const request = http.get({ host: '127.0.0.1', port });
    const cutOff = new Promise<string>((resolve) => {
      request.on('response', (res) => {
        res.resume();
        res.on('aborted', () => resolve('aborted'));
        res.on('error', () => resolve('aborted'));
        res.on('close', () => resolve('closed'));
      });
      request.on('error', () => resolve('aborted'));
    });
    await new Promise((r) => setTimeout(r, 100));
    await stopGracefully([server], { graceMs: 200 });
    expect(['aborted', 'closed']).toContain(await cutOff);
  });
});
