// Gateway figures: warm load (content store hit), cold load (every query after
// the revalidate hook marked the store stale, so it reloads from upstream),
// upstream calls per page query on a miss, and resident memory over two
// identical warm runs.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadRun, percentile, CONNECTIONS } from './lib/load.mjs';
import { residentBytes } from './lib/processes.mjs';
import { gql } from './queries.mjs';
import { REVALIDATE_SECRET, urls } from './stack.mjs';

function autocannonRequests(mix) {
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

/** Each query alone on a cold store: sandbox requests per back-end (from /__admin/stats) and its latency. */
export async function upstreamCallsPerQuery(mix) {
  const rows = [];
  for (const q of mix) {
    await invalidateStore();
    await sleep(300); // let any background refresh finish before counting
    await sandboxStats('DELETE');
    const started = performance.now();
    await gql(urls.gateway, q);
    const ms = performance.now() - started;
    await sleep(300); // count calls the query left running in the background too
    const stats = await sandboxStats();
    const perBackend = Object.fromEntries(Object.entries(stats.backends).map(([b, v]) => [b, v.total]));
    const routes = Object.entries(stats.backends).flatMap(([b, v]) =>
      Object.entries(v.routes).map(([route, n]) => `${b} ${route}${n > 1 ? ` x${n}` : ''}`),
    );
    rows.push({
      page: q.page,
      query: q.name,
      missMs: Math.round(ms * 10) / 10,
      total: stats.total,
      maxPerBackend: Math.max(0, ...Object.values(perBackend)),
      perBackend,
      routes,
    });
  }
  return rows;
}

/** 50 connections cycling through the mix, all answers from the store. */
export async function warmLoad(mix, seconds) {
  for (const q of mix) await gql(urls.gateway, q); // fill the store and check every query answers without errors
  return loadRun({ url: urls.gatewayRoot, requests: autocannonRequests(mix), seconds });
}

/**
 * 50 concurrent clients, each sending revalidate-hook + query in a loop: every
 * query finds its entry stale and reloads it from upstream (identical misses
 * in flight together are coalesced by the store's single-flight, as they
 * would be in production). Only the queries are timed.
 */
export async function coldLoad(mix, seconds, connections = CONNECTIONS) {
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

/** Two identical warm runs; VmRSS of the gateway process after each. */
export async function warmLoadWithMemory(mix, seconds, gatewayPid) {
  const rssBefore = residentBytes(gatewayPid);
  const first = await warmLoad(mix, seconds);
  const rssAfterFirst = residentBytes(gatewayPid);
  const second = await warmLoad(mix, seconds);
  const rssAfterSecond = residentBytes(gatewayPid);
  return {
    first,
    second,
    memory: { rssBefore, rssAfterFirst, rssAfterSecond, growth: rssAfterSecond - rssAfterFirst },
  };
}
