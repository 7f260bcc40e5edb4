// Site latency of cached pages under load: autocannon at 50 connections
// against one page at a time, after a warm-up. autocannon times request
// written -> last byte, so the figure is an upper bound of TTFB (a page served
// from Next's cache is written in one piece, so the two are close).
import { loadRun } from './lib/load.mjs';
import { withCpu } from './lib/processes.mjs';
import { warmPage } from './site-pages.mjs';

export async function siteLoad(pages, seconds, sitePid) {
  const rows = [];
  for (const page of pages) {
    const served = await warmPage(page);
    const run = await withCpu(sitePid, () =>
      loadRun({ url: page.url, seconds, headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } }),
    );
    rows.push({ key: page.key, label: page.label, served, ...run });
  }
  return rows;
}
