import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real redis-server (Debian package) on a free loopback port, without persistence; with
 * `password`, behind it (requirepass), and `url` names no password (the caller adds it).
 */
export async function startRedis(options: { password?: string } = {}): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'].concat(
      options.password ? ['--requirepass', options.password] : [],
    ),
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    ...(options.password ? { password: options.password } : {}),
  });
  probe.on('error', () => {});
  for (let attempt = 0; ; attempt += 1) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((r) => setTimeout(r, 30));
    }
  }
  probe.disconnect();
  return { url, stop: () => void child.kill() };
}
