// The gateway in Redis mode (REDIS_URL: the store shared by every instance) against the same
// gateway with its in-process store, on one query under the same load, in one run: what scaling out
// costs per query. Both answer repeated reads from their answer cache; the Redis-mode instance
// keeps a near copy of the store entries it read, so a cached answer costs no Redis round trip.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { loadRun } from './lib/load.mjs';
import { stopProcess } from './lib/processes.mjs';
import { gql } from './queries.mjs';
import { PORTS, startGateway, urls } from './stack.mjs';

/** Redis mode's req/s as a share of the in-process gateway's. */
export const REDIS_MODE_MIN_SHARE = 0.7;

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether a Redis server on the port answers PING (RESP: +PONG). */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      resolve(false);
      socket.destroy();
    });
  });
}

/** A throw-away redis-server (Debian's) on a free loopback port, without persistence. */
async function startRedisServer() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; !(await answersPing(port)); attempt += 1) {
    if (attempt > 100) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, stop: () => child.kill() };
}

const requestsOf = (q) => [
  {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: q.query, variables: q.variables }),
  },
];

/**
 * `query` ({ query, variables }) for `seconds` against the running in-process gateway, then against a
 * second instance in Redis mode started beside it (port PORTS.gateway + 1), each after an unmeasured
 * warm-up run; rows for the table.
 */
export async function redisModeFigures(query, seconds) {
  const warmUp = (url) => loadRun({ url, requests: requestsOf(query), seconds: Math.min(3, seconds) });
  await warmUp(urls.gatewayRoot);
  const inProcess = await loadRun({ url: urls.gatewayRoot, requests: requestsOf(query), seconds });
  const redis = await startRedisServer();
  let gateway;
  try {
    const port = PORTS.gateway + 1;
    gateway = await startGateway('redis-mode', { env: { REDIS_URL: redis.url }, port });
    const url = `http://localhost:${port}`;
    await gql(`${url}/graphql`, query);
    await warmUp(url);
    const shared = await loadRun({ url, requests: requestsOf(query), seconds });
    const share = shared.rps / inProcess.rps;
    return [
      {
        figure: 'in-process store: req/s (p99)',
        value: `${Math.round(inProcess.rps)} (${inProcess.p99} ms)${inProcess.ok ? '' : ' ERRORS'}`,
        target: '-',
        met: null,
      },
      {
        figure: 'Redis mode: req/s (p99)',
        value: `${Math.round(shared.rps)} (${shared.p99} ms)${shared.ok ? '' : ' ERRORS'}`,
        target: '-',
        met: null,
      },
      {
        figure: 'Redis mode as a share of in-process',
        value: `${Math.round(share * 100)} %`,
        target: `>= ${REDIS_MODE_MIN_SHARE * 100} %`,
        met: inProcess.ok && shared.ok && share >= REDIS_MODE_MIN_SHARE,
      },
    ];
  } finally {
    if (gateway) await stopProcess(gateway);
    redis.stop();
  }
}
