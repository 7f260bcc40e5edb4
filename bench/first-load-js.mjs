// First-load JavaScript per route, from the build output (.next-bench): the
// root main files of build-manifest.json plus every entry JS file the route's
// client reference manifest lists (root layout, brand layout, template,
// boundaries and the page), deduplicated, each gzipped at zlib's default level
// (what Next's compression sends). Polyfills (nomodule) are not counted.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

function findManifests(dir, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) findManifests(full, found);
    else if (entry.name === 'page_client-reference-manifest.js') found.push(full);
  }
  return found;
}

/** Evaluates a client reference manifest (it assigns globalThis.__RSC_MANIFEST[route]). */
function readClientManifest(file) {
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox);
  return Object.entries(sandbox.__RSC_MANIFEST ?? {});
}

/** Route -> { files, gzipBytes, rawBytes }, largest first. */
export function firstLoadJs(distDir) {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const rootFiles = buildManifest.rootMainFiles ?? [];
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const content = fs.readFileSync(path.join(distDir, file));
      sizes.set(file, { raw: content.length, gzip: zlib.gzipSync(content).length });
    }
    return sizes.get(file);
  };
  const routes = [];
  for (const file of findManifests(path.join(distDir, 'server/app'))) {
    for (const [route, manifest] of readClientManifest(file)) {
      const files = new Set(rootFiles);
      for (const list of Object.values(manifest.entryJSFiles ?? {})) for (const f of list) files.add(f);
      const js = [...files].filter((f) => f.endsWith('.js'));
      routes.push({
        route: route.replace(/\/page$/, '').replace('/[locale]/[brand]', '') || '/',
        files: js.length,
        fileNames: js,
        gzipBytes: js.reduce((sum, f) => sum + sizeOf(f).gzip, 0),
        rawBytes: js.reduce((sum, f) => sum + sizeOf(f).raw, 0),
      });
    }
  }
  // Our own code per route: what it loads beyond the framework's floor (FRAMEWORK_ROUTE's files).
  const floor = routes.find((r) => r.route === FRAMEWORK_ROUTE);
  const floorFiles = new Set(floor?.fileNames ?? []);
  for (const r of routes) {
    r.ownGzipBytes = r.fileNames.filter((f) => !floorFiles.has(f)).reduce((sum, f) => sum + sizeOf(f).gzip, 0);
  }
  return routes.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * The framework's floor: the first load of Next's built-in not-found route, which is the root main
 * files (React, Next's router and runtime) plus the root layout. Every route loads those; what a
 * route loads beyond them is our own code.
 */
export const FRAMEWORK_ROUTE = '/_not-found';
