import type { IncomingMessage, ServerResponse } from 'node:http';
import { precompress, sendCompressed, type CompressedBody } from './compressed';

/** Where GraphiQL's assets are served from: the gateway itself, so the page works with no network beyond it. */
export const EXPLORER_PREFIX = '/graphiql/';

/** Hashed URLs never change content: a year in any cache. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One file of the page, under its versioned name (`graphiql.<hash>.js`). */
export interface ExplorerAsset {
  name: string;
  type: string;
  body: CompressedBody;
}

/** The page's files by the role the page gives them, and every one by its versioned name. */
export interface ExplorerAssets {
  js: string;
  css: string;
  favicon: string;
  /** The editor's web workers by the label Monaco asks for. */
  workers: Record<'editorWorkerService' | 'json' | 'graphql', string>;
  byName: ReadonlyMap<string, ExplorerAsset>;
}

const JS = 'text/javascript; charset=utf-8';

async function asset(stem: string, extension: string, type: string, content: string | Buffer): Promise<ExplorerAsset> {
  const body = await precompress(content);
  return { name: `${stem}.${body.hash}.${extension}`, type, body };
}

async function load(): Promise<ExplorerAssets> {
  // GraphiQL as graphql-yoga ships it for closed networks (its own renderer inlines these nine MB
  // into every page; here each is a file, compressed once and cached for good by the browser).
  const bundle = await import('@graphql-yoga/render-graphiql/graphiql');
  const favicon = Buffer.from(bundle.favicon.slice(bundle.favicon.indexOf(',') + 1), 'base64');
  const files = await Promise.all([
    asset('graphiql', 'js', JS, bundle.js),
    asset('graphiql', 'css', 'text/css; charset=utf-8', bundle.css),
    asset('favicon', 'ico', 'image/x-icon', favicon),
    asset('editor.worker', 'js', JS, bundle.editorWorkerService),
    asset('json.worker', 'js', JS, bundle.jsonWorker),
    asset('graphql.worker', 'js', JS, bundle.graphqlWorker),
  ]);
  const [js, css, icon, editorWorker, jsonWorker, graphqlWorker] = files.map((f) => `${EXPLORER_PREFIX}${f.name}`);
  return {
    js: js!,
    css: css!,
    favicon: icon!,
    workers: { editorWorkerService: editorWorker!, json: jsonWorker!, graphql: graphqlWorker! },
    byName: new Map(files.map((f) => [f.name, f])),
  };
}

let loading: Promise<ExplorerAssets> | undefined;

/**
 * The page's assets, loaded and compressed on first use (about a second of the thread pool, once
 * per process): a gateway nobody opens GraphiQL on never holds them.
 */
export function explorerAssets(): Promise<ExplorerAssets> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Answers an asset of the GraphiQL page by its versioned name; false when `name` is none of them. */
export async function serveExplorerAsset(req: IncomingMessage, res: ServerResponse, name: string): Promise<boolean> {
  // Only names of the form stem.hash.ext can be assets: anything else is refused before loading them.
  if (!/^[a-z.]+\.[0-9a-f]{16}\.[a-z]+$/.test(name)) return false;
  const found = (await explorerAssets()).byName.get(name);
  if (!found) return false;
  sendCompressed(req, res, found.body, { 'content-type': found.type, 'cache-control': IMMUTABLE });
  return true;
}
