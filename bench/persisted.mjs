// The production read path, in one run: a persisted query (the site's talent list, by documentId,
// GET, as the site's server and browser send it) against a fresh in-process gateway and a fresh
// Redis-mode one, both GATEWAY_ENV=production, and, as the ceiling, a bare Node HTTP server that
// returns the very same bytes and headers. The gateway's share of the ceiling is what its
// per-request work costs (admission, rate limit, CSRF, trusted-documents checks, answer-cache
// lookup); Redis mode's share of in-process is what sharing the store costs per query.
import http from 'node:http';
import { loadRun } from './lib/load.mjs';
import { stopProcess } from './lib/processes.mjs';
import { startRedisServer } from './redis-mode.mjs';
import { PORTS, startGateway } from './stack.mjs';

/** The persisted GET's req/s as a share of the bare server's. */
export const PERSISTED_MIN_SHARE_OF_BARE = 0.5;
/** Redis mode's req/s on the persisted GET as a share of in-process. */
export const PERSISTED_REDIS_MIN_SHARE = 0.7;

/** The GET a page's read sends: `/graphql?documentId=…&variables=…`. */
export function persistedPath({ documentId, variables }) {
  const search = new URLSearchParams({ documentId, variables: JSON.stringify(variables) });
  return `/graphql?${search}`;
}

/** A plain node:http server answering every request with `body` and `headers`: what serving bytes costs at best. */
async function startBareServer(body, headers) {
  const bytes = Buffer.from(body);
  const server = http.createServer((req, res) => {
    res.writeHead(200, { ...headers, 'content-length': bytes.length });
    res.end(bytes);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

/** The answer and the headers a cache or browser sees (what the bare server repeats). */
async function fetchAnswer(url) {
  const response = await fetch(url);
  const body = await response.text();
  if (response.status !== 200 || JSON.parse(body).errors)
    throw new Error(`persisted GET answered ${response.status}: ${body.slice(0, 300)}`);
  const headers = {};
  for (const name of ['content-type', 'cache-control', 'etag', 'x-request-id']) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  return { body, headers };
}

const row = (figure, run) => ({
  figure,
  value: `${Math.round(run.rps)} (${run.p99} ms)${run.ok ? '' : ' ERRORS'}`,
  target: '-',
  met: null,
});

/**
 * `operation` ({ documentId, variables }) for `seconds` each: the bare server, then a fresh
 * in-process gateway, then a fresh Redis-mode gateway (beside the main instance, one after the
 * other), each after an unmeasured warm-up run; rows for the table.
 */
export async function persistedFigures(operation, seconds) {
  const port = PORTS.gateway + 1;
  const url = `http://localhost:${port}`;
  const requests = [{ method: 'GET', path: persistedPath(operation), headers: { accept: 'application/json' } }];
  const run = (target) => loadRun({ url: target, requests, seconds });
  const warm = (target) => loadRun({ url: target, requests, seconds: Math.min(3, seconds) });
  const measureGateway = async (label, env) => {
    const gateway = await startGateway(label, { env: { GATEWAY_ENV: 'production', ...env }, port, cold: true });
    try {
      const answer = await fetchAnswer(`${url}${persistedPath(operation)}`);
      await warm(url);
      return { answer, result: await run(url) };
    } finally {
      await stopProcess(gateway);
    }
  };
  const inProcess = await measureGateway('persisted-in-process', {});
  if (!/^public, /.test(inProcess.answer.headers['cache-control'] ?? '') || !inProcess.answer.headers.etag) {
    throw new Error(`the persisted GET is not cacheable: ${JSON.stringify(inProcess.answer.headers)}`);
  }
  const bare = await startBareServer(inProcess.answer.body, inProcess.answer.headers);
  let ceiling;
  try {
    await warm(bare.url);
    ceiling = await run(bare.url);
  } finally {
    await bare.close();
  }
  const redis = await startRedisServer();
  let shared;
  try {
    shared = (await measureGateway('persisted-redis-mode', { REDIS_URL: redis.url })).result;
  } finally {
    redis.stop();
  }
  const shareOfBare = inProcess.result.rps / ceiling.rps;
  const redisShare = shared.rps / inProcess.result.rps;
  const allOk = ceiling.ok && inProcess.result.ok && shared.ok;
  return [
    row('bare Node server, same bytes (ceiling): req/s (p99)', ceiling),
    row('persisted GET, in-process: req/s (p99)', inProcess.result),
    row('persisted GET, Redis mode: req/s (p99)', shared),
    {
      figure: 'persisted GET as a share of the bare server',
      value: `${Math.round(shareOfBare * 100)} %`,
      target: `>= ${PERSISTED_MIN_SHARE_OF_BARE * 100} %`,
      met: allOk && shareOfBare >= PERSISTED_MIN_SHARE_OF_BARE,
    },
    {
      figure: 'persisted GET: Redis mode as a share of in-process',
      value: `${Math.round(redisShare * 100)} %`,
      target: `>= ${PERSISTED_REDIS_MIN_SHARE * 100} %`,
      met: allOk && redisShare >= PERSISTED_REDIS_MIN_SHARE,
    },
    {
      figure: 'persisted GET answer: Cache-Control',
      value: inProcess.answer.headers['cache-control'],
      target: 'public, s-maxage',
      met: true,
    },
  ];
}
