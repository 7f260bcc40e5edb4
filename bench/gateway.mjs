// Gateway figures: warm load (content store hit), cold load (every query after
// the revalidate hook marked the store stale, so it reloads from upstream),
// upstream calls per page query on a miss, and resident memory over two
// identical warm runs.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadRun, percentile, CONNECTIONS } from './lib/load.mjs';
import { residentBytes, stopProcess, withCpu } from './lib/processes.mjs';
import { gql } from './queries.mjs';
import { REVALIDATE_SECRET, urls } from './stack.mjs';

export function autocannonRequests(mix) {
  return mix.map((q) => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: q.query, variables: q.variables }),
  }));
}

/** Marks every store entry stale: the next read of each is a miss that loads from upstream. */
export async function invalidateStore() {
  const response = await fetch(`${urls.gatewayRoot}/hooks/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: '{}',
  });
  if (response.status !== 200) throw new Error(`revalidate hook answered ${response.status}`);
  return (await response.json()).invalidated;
}

async function sandboxStats(method = 'GET') {
  const response = await fetch(`${urls.sandbox}/__admin/stats`, { method });
  return method === 'GET' ? response.json() : response.arrayBuffer();
}

const isTokenCall = (route) => / \/api\/(login|signin)$/.test(route);

/** Waits until the back-ends have had no call for a second (a fresh gateway's start-up warm-up is over). */
export async function backendsQuiet(timeoutMs = 60_000) {
  const total = (stats) => Object.values(stats.backends).reduce((n, b) => n + b.total, 0);
  const deadline = Date.now() + timeoutMs;
  let last = total(await sandboxStats());
  while (Date.now() < deadline) {
    await sleep(1000);
    const now = total(await sandboxStats());
    if (now === last) return;
    last = now;
  }
  throw new Error('the back-ends never went quiet after the gateway started');
}

/**
 * Each query alone on a cold store: a fresh gateway instance per query, its
 * start-up warm-up off (the revalidate hook would not do: it reloads lists
 * itself), whose tokens are
 * already fetched by its readiness check; after one `{ __typename }` request
 * (so the first-request setup is not timed), sandbox stats are reset, the
 * query sent, and the sandbox's requests per back-end read 300 ms later (so
 * calls the query left running in the background count too).
 */
export async function upstreamCallsPerQuery(mix, startFreshGateway, { afterWarmup = false } = {}) {
  const rows = [];
  for (const q of mix) {
    const gateway = await startFreshGateway();
    try {
      await gql(urls.gateway, { query: '{ __typename }', variables: {} });
      if (afterWarmup) await backendsQuiet();
      await sandboxStats('DELETE');
      const started = performance.now();
      await gql(urls.gateway, q);
      const ms = performance.now() - started;
      await sleep(300);
      const stats = await sandboxStats();
      const perBackend = {};
      const routes = [];
      let tokenCalls = 0;
      for (const [backend, { routes: byRoute }] of Object.entries(stats.backends)) {
        for (const [route, n] of Object.entries(byRoute)) {
          if (isTokenCall(route)) {
            tokenCalls += n;
            continue;
          }
          perBackend[backend] = (perBackend[backend] ?? 0) + n;
          routes.push(`${backend} ${route}${n > 1 ? ` x${n}` : ''}`);
        }
      }
      rows.push({
        page: q.page,
        query: q.name,
        missMs: Math.round(ms * 10) / 10,
        total: Object.values(perBackend).reduce((a, b) => a + b, 0),
        maxPerBackend: Math.max(0, ...Object.values(perBackend)),
        perBackend,
        routes,
        tokenCalls,
      });
    } finally {
      await stopProcess(gateway);
    }
  }
  return rows;
}

/** 50 connections cycling through the mix, all answers from the store. */
export async function warmLoad(mix, seconds) {
  for (const q of mix) await gql(urls.gateway, q); // fill the store and check every query answers without errors
  return loadRun({ url: urls.gatewayRoot, requests: autocannonRequests(mix), seconds });
}

/**
 * 50 concurrent clients, each sending revalidate-hook + query in a loop: the
 * store is revalidated before every query. Profiles and single posts then miss
 * and load from upstream on that read; lists and site documents are being
 * reloaded by the hook itself, and the query waits for that load when it is
 * still in flight (single flight, as in production). Only queries are timed.
 */
export async function coldLoad(mix, seconds, gatewayPid, connections = CONNECTIONS) {
  return withCpu(gatewayPid, () => coldRun(mix, seconds, connections));
}

async function coldRun(mix, seconds, connections) {
  const deadline = Date.now() + seconds * 1000;
  const latencies = [];
  let errors = 0;
  let next = 0;
  const client = async () => {
    while (Date.now() < deadline) {
      const q = mix[next++ % mix.length];
      await invalidateStore();
      const started = performance.now();
      try {
        await gql(urls.gateway, q);
        latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  return {
    seconds,
    connections,
    requestsTotal: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    errors,
    ok: errors === 0 && latencies.length > 0,
  };
}

/** The gateway's live V8 heap (prom-client's nodejs_heap_size_used_bytes on /metrics), or null. */
export async function heapUsedBytes() {
  try {
    const text = await (await fetch(`${urls.gatewayRoot}/metrics`)).text();
    const match = /^nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(text);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * An unmeasured warm-up run (JIT, pools: a long-running gateway is past
 * that), then two identical measured runs; VmRSS of the gateway after each,
 * and its V8 heap in use beside it (RSS keeps pages the collector has not
 * returned yet; a leak shows as heap that keeps growing).
 */
export async function warmLoadWithMemory(mix, seconds, gatewayPid, warmupSeconds) {
  await warmLoad(mix, warmupSeconds);
  const rssBefore = residentBytes(gatewayPid);
  const first = await withCpu(gatewayPid, () => warmLoad(mix, seconds));
  const rssAfterFirst = residentBytes(gatewayPid);
  const heapAfterFirst = await heapUsedBytes();
  const second = await withCpu(gatewayPid, () => warmLoad(mix, seconds));
  const rssAfterSecond = residentBytes(gatewayPid);
  const heapAfterSecond = await heapUsedBytes();
  return {
    first,
    second,
    memory: {
      rssBefore,
      rssAfterFirst,
      rssAfterSecond,
      growth: rssAfterSecond - rssAfterFirst,
      heapAfterFirst,
      heapAfterSecond,
    },
  };
}

/**
 * The pipeline's floor: `{ __typename }` (no resolver, no store) under the same
 * load. Its CPU per request is what HTTP, yoga and the plugins cost alone.
 */
export async function floorLoad(seconds, gatewayPid) {
  const requests = autocannonRequests([{ query: '{ __typename }', variables: {} }]);
  return withCpu(gatewayPid, () => loadRun({ url: urls.gatewayRoot, requests, seconds }));
}
