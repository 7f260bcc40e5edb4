import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Gateway } from './gateway';
import { matchesEtag } from './plugins/useResultCache';
import { identifyClient, requestHeaders } from './security/client-identity';
import { APP_KEY_HEADER } from './security/trusted-documents';

/**
 * The hot path of the product's reads, answered by the node layer before yoga: a GET of a persisted
 * query whose answer the answer cache holds, current. What yoga would do for it, done directly:
 * the per-visitor query limit (counted once, here), the answer's bytes as cached, Cache-Control
 * and ETag (304 on If-None-Match), x-request-id, and the usage metric. Anything else (a miss, a
 * document text, an app key, an unknown id, extensions, a mutation) returns false and goes
 * through yoga, which checks and answers it in full; so this path can only ever answer what yoga
 * would have answered with the very same bytes.
 */
export async function answerPersistedRead(
  gateway: Gateway,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
): Promise<boolean> {
  const cache = gateway.resultCache;
  const url = req.url ?? '';
  const at = url.indexOf('?');
  if (!cache || at < 0 || req.headers[APP_KEY_HEADER] !== undefined) return false;
  const search = new URLSearchParams(url.slice(at + 1));
  const documentId = search.get('documentId');
  if (!documentId || search.has('query') || search.has('extensions')) return false;
  const document = gateway.documentOf(documentId);
  if (!document || document.operationType !== 'query') return false;
  const operationName = search.get('operationName') || undefined;
  const answer = cache.persistedAnswer(documentId, operationName, search.get('variables'));
  if (!answer) return false;
  const started = performance.now();
  const headers = requestHeaders(req);
  const client = identifyClient(headers, req.socket.remoteAddress, gateway.config);
  const admission = await gateway.queryRateLimit?.admit(client);
  if (admission?.refusal) {
    res.writeHead(admission.refusal.status, Object.fromEntries(admission.refusal.headers));
    res.end(await admission.refusal.text());
    return true;
  }
  answer.count();
  const accept = headers.get('accept') ?? '';
  const common = {
    'cache-control': answer.cacheControl,
    etag: answer.etag,
    'x-request-id': requestId,
    ...admission?.headers,
  };
  if (matchesEtag(headers.get('if-none-match'), answer.etag)) {
    res.writeHead(304, common);
    res.end();
  } else {
    const type = accept.includes('application/graphql-response+json')
      ? 'application/graphql-response+json'
      : 'application/json';
    res.writeHead(200, {
      ...common,
      'content-type': `${type}; charset=utf-8`,
      'content-length': answer.body.length,
    });
    res.end(answer.body);
  }
  const labels = { operation: document.operationName, app: gateway.appOf(headers, client, document) };
  gateway.metrics.onOperation(labels, (performance.now() - started) / 1000);
  gateway.usage.record(labels, document.document);
  return true;
}
