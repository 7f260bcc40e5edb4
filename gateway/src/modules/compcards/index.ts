import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../../config';
import type { ContentStore } from '../../store/types';
import type { Upstream } from '../../upstream/client';
import { clientKeyOf, identifyClient, requestHeaders } from '../../security/client-identity';
import { GateFullError } from './gate';
import { isRefusal, parseCompCardRequest } from './request';
import {
  compCardSettings,
  createCompCards,
  TooManyCompCardsError,
  UnknownTalentError,
  type CompCards,
  type PdfAnswer,
} from './service';

export { COMP_CARD_PREFIX, SHORTLIST_MAX_TALENTS } from './request';

/**
 * Comp cards on the gateway's node layer (the site streams them to visitors from its own
 * same-origin URLs; the gateway stays private):
 *
 *   GET /comp-cards/{brand}/{locale}/{talentId}.pdf           one card, front and back
 *   GET /comp-cards/{brand}/{locale}/shortlist.pdf?ids=1,2,3  a cover page and one card per talent
 *
 * They live outside GraphQL because the answer is a binary document with its own headers
 * (Content-Disposition, ETag); generation reads talents through the content store like any
 * resolver, so the revalidate hook reaches cards too.
 */

/** What comp cards need of the gateway instance that serves them (the node layer passes the instance itself). */
export interface CompCardHost {
  store: ContentStore;
  upstream: Upstream;
  config: GatewayConfig;
  logger: Logger;
}

/** One service per gateway instance (its store, cache and generation slots). */
const services = new WeakMap<CompCardHost, CompCards>();

function serviceOf(gateway: CompCardHost): CompCards {
  let service = services.get(gateway);
  if (!service) {
    service = createCompCards({
      store: gateway.store,
      upstream: gateway.upstream,
      config: gateway.config,
      logger: gateway.logger.child({ component: 'compcards' }),
      settings: compCardSettings(gateway.config),
    });
    services.set(gateway, service);
  }
  return service;
}

/** The comp-card service of a gateway (tests read its cache and gate). */
export const compCardsOf = serviceOf;

/** Stops the layout workers and the limits' connections of a gateway's comp cards, if it ever served one. */
export async function closeCompCards(gateway: CompCardHost): Promise<void> {
  const service = services.get(gateway);
  services.delete(gateway);
  await service?.close();
}

function refuse(res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify({ error }));
}

function send(req: IncomingMessage, res: ServerResponse, answer: PdfAnswer): void {
  const headers = {
    etag: answer.etag,
    // Kept by browsers and caches, but checked with the ETag on every use: a revalidated talent
    // shows at once, an unchanged card costs a 304.
    'cache-control': 'public, no-cache',
    'x-comp-card-cache': answer.cache,
  };
  const given = req.headers['if-none-match'];
  if (given && given.split(',').some((tag) => tag.trim() === answer.etag)) {
    res.writeHead(304, headers);
    return void res.end();
  }
  res.writeHead(200, {
    ...headers,
    'content-type': 'application/pdf',
    'content-length': String(answer.pdf.length),
    // Slugs are ASCII, so the plain filename parameter is enough for every browser.
    'content-disposition': `attachment; filename="${answer.filename}"`,
  });
  res.end(req.method === 'HEAD' ? undefined : answer.pdf);
}

/** Answers a request under /comp-cards/ completely (the node layer only routes the prefix here). */
export async function handleCompCardRequest(
  gateway: CompCardHost,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Use GET.', { allow: 'GET, HEAD' });
  const query = new URL(req.url ?? '/', 'http://gateway.invalid').searchParams;
  const request = parseCompCardRequest(path, query);
  if (isRefusal(request)) return refuse(res, request.status, request.error);
  // The visitor's address: the socket's, or the one the site's route vouches for with its secret
  // (the site's own server, without a visitor behind it, counts as one caller).
  const client = clientKeyOf(identifyClient(requestHeaders(req), req.socket.remoteAddress, gateway.config));
  try {
    send(req, res, await serviceOf(gateway).answer(request, client));
  } catch (error) {
    if (error instanceof UnknownTalentError) return refuse(res, 404, error.message);
    if (error instanceof TooManyCompCardsError) {
      return refuse(res, 429, error.message, { 'retry-after': String(error.retryAfterSeconds) });
    }
    if (error instanceof GateFullError) return refuse(res, 503, error.message, { 'retry-after': '5' });
    if (error instanceof GraphQLError && error.extensions.code === 'UPSTREAM_UNAVAILABLE') {
      return refuse(res, 503, 'The talent service is unavailable; try again shortly.', { 'retry-after': '5' });
    }
    throw error;
  }
}
