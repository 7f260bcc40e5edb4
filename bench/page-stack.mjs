// The stack the page benches measure (the Lighthouse table, the main-thread table): the site built
// into the bench's folder, the sandbox, the gateway, the site on its five brand ports and, through
// the front, Caddy as deployed; then every page type of every brand (bench/page-types.mjs), warmed,
// with its address through the front and straight from the Node server.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { register } from 'tsx/esm/api';
import { buildFloorApp, startFloorApp } from './framework-floor.mjs';
import { THROTTLING_METHODS } from './lighthouse.mjs';
import { resultsDir } from './lib/paths.mjs';
import { assertPortsFree } from './lib/processes.mjs';
import { brandPages } from './page-types.mjs';
import { warmImages, warmPage } from './site-pages.mjs';
import {
  buildSite,
  DIST_DIR,
  PORTS,
  siteBuilt,
  startFront,
  startGateway,
  startSandbox,
  startSite,
  stopProcess,
  urls,
} from './stack.mjs';

/**
 * The options every page bench reads: --via=front|direct|both, --brands=a,b, --pages=home,profile (page
 * types, as the tables name them), --runs=N, --rebuild, --throttling.
 */
export function pageBenchOptions(argv, { runs = 3, via = 'both' } = {}) {
  const option = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const chosenVia = option('via') ?? via;
  if (!['front', 'direct', 'both'].includes(chosenVia)) throw new Error('--via: front, direct or both');
  const throttling = option('throttling') ?? 'simulate';
  if (!THROTTLING_METHODS.includes(throttling)) throw new Error(`--throttling: ${THROTTLING_METHODS.join(' or ')}`);
  const chosenRuns = Number(option('runs') ?? runs);
  if (!Number.isInteger(chosenRuns) || chosenRuns < 1) throw new Error('--runs: a whole number, 1 or more');
  return {
    runs: chosenRuns,
    via: chosenVia,
    brands: option('brands')?.split(',') ?? null,
    pages: option('pages')?.split(',') ?? null,
    rebuild: argv.includes('--rebuild'),
    throttling,
  };
}

async function htmlSizes(url) {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const body = Buffer.from(await response.arrayBuffer());
  return { htmlBytes: body.length, htmlGzipBytes: zlib.gzipSync(body).length };
}

/**
 * Starts the stack, calls `eachPage(page)` for every page type of every chosen brand (page: brand,
 * type, path, key, url through the front when measured there, directUrl, HTML sizes), then
 * `floor(url)` on the framework-floor page, and stops everything, whatever happened. `label` names
 * the services' logs.
 */
export async function onEveryPageType({ label, via, brands: only, pages: types, rebuild, log }, eachPage, floor) {
  const throughFront = via !== 'direct';
  register();
  const { BRANDS } = await import('../schema/src/brands.ts');
  const brands = BRANDS.filter((b) => !only || only.includes(b.key));
  await assertPortsFree(
    [0, 1, 2, 3, 4]
      .map((i) => PORTS.siteBase + i)
      .concat(PORTS.sandbox, PORTS.gateway, PORTS.floor, throughFront ? PORTS.front : []),
  );
  const { brandTable, localBrandDomainsEnv, localBrandHost } = await import('../scripts/lib/front.mjs');
  const table = brandTable();
  fs.mkdirSync(resultsDir, { recursive: true });
  log('building the framework-floor page');
  await buildFloorApp({ rebuild });
  if (rebuild || !siteBuilt()) {
    log(`building the site into site/${DIST_DIR}`);
    await buildSite();
  }
  const running = [];
  try {
    running.push(await startSandbox(1));
    running.push(await startGateway(label));
    // Behind the front the site knows the brands' front hosts and believes the front's X-Forwarded-For.
    const frontEnv = throughFront ? { ...localBrandDomainsEnv(table, PORTS.front), TRUST_PROXY: '1' } : {};
    running.push(await startSite(label, frontEnv));
    if (throughFront) running.push(await startFront(table));
    for (const brand of brands) {
      const offset = BRANDS.indexOf(brand);
      for (const page of await brandPages(brand, urls.site(offset))) {
        if (types && !types.includes(page.type)) continue;
        const key = `${page.brand}-${page.type.replace(/\s+/g, '-')}`;
        log(`${key} ${page.path}`);
        await warmPage({ url: page.url });
        await warmImages({ url: page.url }, 10_000);
        const frontUrl = `https://${localBrandHost(table[offset], PORTS.front)}${page.path}`;
        await eachPage({
          ...page,
          key,
          url: throughFront ? frontUrl : page.url,
          directUrl: page.url,
          ...(await htmlSizes(page.url)),
        });
      }
    }
    log('framework floor');
    running.push(await startFloorApp(PORTS.floor));
    const floorUrl = `http://localhost:${PORTS.floor}/`;
    await warmPage({ url: floorUrl });
    await floor(floorUrl);
  } finally {
    for (const proc of running.reverse()) await stopProcess(proc);
  }
}
