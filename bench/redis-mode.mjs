// The gateway in Redis mode (REDIS_URL: the store shared by every instance) against the same
// gateway with its in-process store, on one query under the same load, in one run: what scaling out
// costs per query. Both answer repeated reads from their answer cache; the Redis-mode instance
// keeps a near copy of the store entries it read, so a cached answer costs no Redis round trip.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { loadRun } from './lib/load.mjs';
import { stopProcess } from './lib/processes.mjs';
import { gql } from './queries.mjs';
import { PORTS, startGateway } from './stack.mjs';

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
export async function startRedisServer() {
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
 * `query` ({ query, variables }) for `seconds` against a fresh in-process gateway, then against a
 * fresh one in Redis mode, both beside the main instance (port PORTS.gateway + 1, one after the
 * other, so neither carries the main instance's state), each after an unmeasured warm-up run;
 * rows for the table.
 */
export async function redisModeFigures(query, seconds) {
  const port = PORTS.gateway + 1;
  const url = `http://localhost:${port}`;
  const measure = async (label, env) => {
    // No start-up warm-up: it would run during the measurement; the unmeasured run fills the store.
    const gateway = await startGateway(label, { env, port, cold: true });
    try {
      await gql(`${url}/graphql`, query);
      await loadRun({ url, requests: requestsOf(query), seconds: Math.min(3, seconds) }); // warm-up, not measured
      return await loadRun({ url, requests: requestsOf(query), seconds });
    } finally {
      await stopProcess(gateway);
    }
  };
  const inProcess = await measure('in-process', {});
  const redis = await startRedisServer();
  let shared;
  try {
    shared = await measure('redis-mode', { REDIS_URL: redis.url });
  } finally {
    redis.stop();
  }
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
}
