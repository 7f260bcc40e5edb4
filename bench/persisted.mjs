// The production read path, in one run: a persisted query (the site's talent list, by documentId,
// GET, as the site's server and browser send it) against a fresh in-process gateway and a fresh
// Redis-mode one, both GATEWAY_ENV=production, and, as the ceiling, a bare Node HTTP server that
// returns the very same bytes and headers, measured in alternating rounds with the in-process one. The gateway's share of the ceiling is what its
// per-request work costs (admission, rate limit, CSRF, trusted-documents checks, answer-cache
// lookup); Redis mode's share of in-process is what sharing the store costs per query.
import http from 'node:http';
import { loadRun } from './lib/load.mjs';
import { stopProcess } from './lib/processes.mjs';
import { startRedisServer } from './redis-mode.mjs';
import { PORTS, startGateway } from './stack.mjs';

/** The persisted GET's req/s as a share of the bare server's (median of alternating rounds). */
export const PERSISTED_MIN_SHARE_OF_BARE = 0.6;
/** Rounds of the bare server and the in-process gateway, one after the other, each round's order swapped. */
export const ALTERNATING_ROUNDS = 5;
/** Rounds of the Redis-mode gateway and the bare server. */
export const REDIS_ROUNDS = 3;

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
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
 * `operation` ({ documentId, variables }): a fresh in-process gateway and the bare server side by
 * side, ALTERNATING_ROUNDS rounds of `seconds` on each (bare first in odd rounds, the gateway first
 * in even ones: a busy moment of the machine falls on both alike), after an unmeasured warm-up run
 * of each; the share is the median of the rounds' shares. Then a fresh Redis-mode gateway, in
 * REDIS_ROUNDS rounds against the same bare server (beside the main instance, one after the
 * other); rows for the table.
 */
export async function persistedFigures(operation, seconds) {
  const port = PORTS.gateway + 1;
  const url = `http://localhost:${port}`;
  const requests = [{ method: 'GET', path: persistedPath(operation), headers: { accept: 'application/json' } }];
  const run = (target) => loadRun({ url: target, requests, seconds });
  const warm = (target) => loadRun({ url: target, requests, seconds: Math.min(3, seconds) });
  const startProduction = (label, env) =>
    startGateway(label, { env: { GATEWAY_ENV: 'production', ...env }, port, cold: true });

  /** `count` rounds of the gateway at `url` and the bare server, alternating which goes first. */
  const alternate = async (bareUrl, count) => {
    const out = [];
    for (let i = 0; i < count; i += 1) {
      const order = i % 2 === 0 ? [bareUrl, url] : [url, bareUrl];
      const results = {};
      for (const target of order) results[target] = await run(target);
      out.push({ bare: results[bareUrl], gateway: results[url] });
    }
    return out;
  };

  const gateway = await startProduction('persisted-in-process', {});
  let rounds = [];
  let sharedRounds = [];
  let answer;
  let bare;
  try {
    try {
      answer = await fetchAnswer(`${url}${persistedPath(operation)}`);
      if (!/^public, /.test(answer.headers['cache-control'] ?? '') || !answer.headers.etag) {
        throw new Error(`the persisted GET is not cacheable: ${JSON.stringify(answer.headers)}`);
      }
      bare = await startBareServer(answer.body, answer.headers);
      await warm(url);
      await warm(bare.url);
      rounds = await alternate(bare.url, ALTERNATING_ROUNDS);
    } finally {
      await stopProcess(gateway);
    }
    // Redis mode against the same bare server, in rounds of its own: its share of in-process is
    // the ratio of the two shares of the bare server, so a busier moment of the machine cancels out.
    const redis = await startRedisServer();
    try {
      const redisGateway = await startProduction('persisted-redis-mode', { REDIS_URL: redis.url });
      try {
        await fetchAnswer(`${url}${persistedPath(operation)}`);
        await warm(url);
        sharedRounds = await alternate(bare.url, REDIS_ROUNDS);
      } finally {
        await stopProcess(redisGateway);
      }
    } finally {
      redis.stop();
    }
  } finally {
    await bare?.close();
  }
  const shares = rounds.map((r) => r.gateway.rps / r.bare.rps);
  const shareOfBare = median(shares);
  const redisShare = median(sharedRounds.map((r) => r.gateway.rps / r.bare.rps)) / shareOfBare;
  const allOk = [...rounds, ...sharedRounds].every((r) => r.bare.ok && r.gateway.ok);
  const medianRun = (of, key) => {
    const rps = median(of.map((r) => r[key].rps));
    const p99 = median(of.map((r) => r[key].p99));
    return { rps, p99, ok: of.every((r) => r[key].ok) };
  };
  return [
    row(
      `bare Node server, same bytes (ceiling): req/s (p99), median of ${rounds.length} rounds`,
      medianRun(rounds, 'bare'),
    ),
    row(`persisted GET, in-process: req/s (p99), median of ${rounds.length} rounds`, medianRun(rounds, 'gateway')),
    row(
      `persisted GET, Redis mode: req/s (p99), median of ${sharedRounds.length} rounds`,
      medianRun(sharedRounds, 'gateway'),
    ),
    {
      figure: 'persisted GET as a share of the bare server (median of the rounds)',
      value: `${Math.round(shareOfBare * 100)} % (rounds: ${shares.map((x) => Math.round(x * 100)).join(', ')})`,
      target: `>= ${PERSISTED_MIN_SHARE_OF_BARE * 100} %`,
      met: allOk && shareOfBare >= PERSISTED_MIN_SHARE_OF_BARE,
    },
    {
      figure: 'persisted GET: Redis mode as a share of in-process (their shares of the bare server)',
      value: `${Math.round(redisShare * 100)} %`,
      target: `>= ${PERSISTED_REDIS_MIN_SHARE * 100} %`,
      met: allOk && redisShare >= PERSISTED_REDIS_MIN_SHARE,
    },
    {
      figure: 'persisted GET answer: Cache-Control',
      value: answer.headers['cache-control'],
      target: 'public, s-maxage',
      met: true,
    },
  ];
}
