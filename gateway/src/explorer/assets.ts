import { createReadStream, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ServerResponse } from 'node:http';

/** Where GraphiQL's assets are served from: the gateway itself, so the page works with no network beyond it. */
export const EXPLORER_PREFIX = '/graphiql/';

const require = createRequire(import.meta.url);
/** @graphql-yoga/graphiql's bundle: the GraphiQL yoga's own page loads from a public CDN. */
const DIST = join(dirname(require.resolve('@graphql-yoga/graphiql/package.json')), 'dist');

/** The only files served under EXPLORER_PREFIX, by name: a request never names a path on disk. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'graphiql.css': { file: 'graphiql.css', type: 'text/css; charset=utf-8' },
  'graphiql.js': { file: 'yoga-graphiql.umd.js', type: 'text/javascript; charset=utf-8' },
  'editor.worker.js': { file: 'monacoeditorwork/editor.worker.bundle.js', type: 'text/javascript; charset=utf-8' },
  'json.worker.js': { file: 'monacoeditorwork/json.worker.bundle.js', type: 'text/javascript; charset=utf-8' },
  'graphql.worker.js': { file: 'monacoeditorwork/graphql.worker..bundle.js', type: 'text/javascript; charset=utf-8' },
};

/** The editor's web workers by the label Monaco asks for. */
export const WORKER_ASSETS: Record<string, string> = {
  editorWorkerService: 'editor.worker.js',
  json: 'json.worker.js',
  graphql: 'graphql.worker.js',
};

/** Answers an asset of the GraphiQL page; false when `name` is none of them. */
export function serveExplorerAsset(res: ServerResponse, name: string): boolean {
  const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!asset) return false;
  const path = join(DIST, asset.file);
  res.writeHead(200, {
    'content-type': asset.type,
    'content-length': String(statSync(path).size),
    // Versioned with the package: a day in the browser is plenty for a developer tool.
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
  });
  createReadStream(path).pipe(res);
  return true;
}
