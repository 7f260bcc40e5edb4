import type { ServerResponse } from 'node:http';
import type { PersistedDocuments } from '../security/trusted-documents';
import { EXPLORER_PREFIX, serveExplorerAsset } from './assets';
import { renderDocumentsPage } from './documents';
import { DOCUMENTS_PATH } from './page';

export { EXPLORER_OPTIONS, renderExplorerPage } from './page';
export { EXPLORER_PREFIX };

/** Answers GET /graphiql/…: the page's assets and the documents list; false when the path is neither. */
export function answerExplorer(res: ServerResponse, path: string, documents: PersistedDocuments): boolean {
  if (path === DOCUMENTS_PATH) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(renderDocumentsPage(documents));
    return true;
  }
  return serveExplorerAsset(res, path.slice(EXPLORER_PREFIX.length));
}
