// A same-origin crawl of every brand: from each brand's home, every page its HTML links to (its
// own paths, query strings kept: pagination and filters are pages too), until none is left or the
// time budget is spent; then the site process's resident memory. What a search engine, a link
// checker or a busy day does to the site's caches.
import { setTimeout as sleep } from 'node:timers/promises';
import { residentBytes } from './lib/processes.mjs';

/** The same-origin paths an HTML page links to (href="/…"), static files and Next's own routes left out. */
export function linkedPaths(html) {
  const paths = new Set();
  for (const match of html.matchAll(/href="(\/[^"#]*)/g)) {
    const path = match[1].replaceAll('&amp;', '&');
    if (
      path.startsWith('/_next/') ||
      path.startsWith('//') ||
      /\.(?:png|jpe?g|webp|avif|svg|ico|pdf|txt|xml|json|webmanifest)(?:\?|$)/.test(path)
    )
      continue;
    paths.add(path);
  }
  return paths;
}

/**
 * Crawls `origins` (one per brand) with `concurrency` requests in flight, each page once, for at
 * most `budgetMs`; `pid` is the site process (VmRSS before and after). Returns the counts and RSS.
 */
export async function crawlSite(origins, { pid, concurrency = 8, budgetMs = 15 * 60_000 } = {}) {
  const rssBefore = residentBytes(pid);
  const seen = new Set();
  const queue = [];
  const add = (origin, path) => {
    const url = origin + path;
    if (seen.has(url)) return;
    seen.add(url);
    queue.push(url);
  };
  for (const origin of origins) add(origin, '/');
  const statuses = {};
  let pages = 0;
  let peak = rssBefore;
  const deadline = Date.now() + budgetMs;
  const worker = async () => {
    while (Date.now() < deadline) {
      const url = queue.shift();
      if (!url) {
        if (inFlight === 0) return;
        await sleep(50);
        continue;
      }
      inFlight += 1;
      try {
        const response = await fetch(url, {
          headers: { accept: 'text/html' },
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
        const text = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        pages += 1;
        if (response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html')) {
          const origin = new URL(url).origin;
          for (const path of linkedPaths(text)) add(origin, path);
        }
      } catch {
        statuses.failed = (statuses.failed ?? 0) + 1;
      } finally {
        inFlight -= 1;
      }
      if (pages % 50 === 0) peak = Math.max(peak, residentBytes(pid));
    }
  };
  let inFlight = 0;
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  peak = Math.max(peak, residentBytes(pid));
  return {
    pages,
    left: queue.length,
    complete: queue.length === 0,
    seconds: (Date.now() - started) / 1000,
    statuses,
    rssBefore,
    rssPeak: peak,
    rssAfter: residentBytes(pid),
  };
}
