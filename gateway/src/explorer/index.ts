import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import type { GraphiQLOptions } from 'graphql-yoga';
import type { PersistedDocuments } from '../security/trusted-documents';
import { EXPLORER_PREFIX, explorerAssets, IMMUTABLE, serveExplorerAsset } from './assets';
import { sendCompressed } from './compressed';
import { renderDocumentsPage } from './documents';
import { DOCUMENTS_PATH, renderExplorerPage } from './page';
import { createPublicSchema, SDL_PATH } from './public-schema';

export { EXPLORER_OPTIONS } from './page';
export { canonicalSdl, SDL_PATH } from './public-schema';
export { EXPLORER_PREFIX };

/** Changes only with a deployment: a browser or CDN may keep the SDL a few minutes, then revalidates by ETag. */
const SDL_CACHE = 'public, max-age=300, must-revalidate';

export interface Explorer {
  /** Yoga's renderGraphiQL: the page, naming the current versioned files. */
  renderPage(options: GraphiQLOptions): Promise<string>;
  /**
   * Answers GET/HEAD of the explorer's addresses: the SDL (SDL_PATH), the page's files, the
   * schema's introspection answer and the documents list (under EXPLORER_PREFIX); false for any
   * other path.
   */
  answer(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
}

const introspectionName = (hash: string) => `schema.${hash}.json`;

/**
 * GraphiQL and the public schema, as a developer of another app meets them: the page opens for
 * any browser; the schema (SDL, and the introspection answer the page's docs use) is public; the
 * data needs a key or a persisted document (security/trusted-documents.ts).
 */
export function createExplorer(schema: GraphQLSchema, documents: PersistedDocuments): Explorer {
  const publicSchema = createPublicSchema(schema);
  return {
    async renderPage(options) {
      const [assets, { introspection }] = await Promise.all([explorerAssets(), publicSchema()]);
      return renderExplorerPage(options, {
        assets,
        schemaUrl: `${EXPLORER_PREFIX}${introspectionName(introspection.hash)}`,
      });
    },
    async answer(req, res, path) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (path === SDL_PATH) {
        sendCompressed(req, res, (await publicSchema()).sdl, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': SDL_CACHE,
          // Public documentation: any page or tool may read it (no credentials are ever allowed).
          'access-control-allow-origin': '*',
        });
        return true;
      }
      if (!path.startsWith(EXPLORER_PREFIX)) return false;
      if (path === DOCUMENTS_PATH) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : renderDocumentsPage(documents));
        return true;
      }
      const name = path.slice(EXPLORER_PREFIX.length);
      const { introspection } = await publicSchema();
      if (name === introspectionName(introspection.hash)) {
        sendCompressed(req, res, introspection, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': IMMUTABLE,
        });
        return true;
      }
      return serveExplorerAsset(req, res, name);
    },
  };
}
