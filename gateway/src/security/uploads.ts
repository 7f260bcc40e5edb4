import type { IncomingMessage, ServerResponse } from 'node:http';
import { JSON_BODY_MAX_BYTES } from '@agency/schema/validation';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface UploadLimits {
  /** Whole multipart body. */
  bodyMaxBytes: number;
  /** One file part. */
  fileMaxBytes: number;
  /** File parts per request (the scouting form sends exactly four). */
  maxFiles: number;
}

/** A multipart/form-data body (an upload), by its Content-Type. */
export function isMultipart(contentType: string | null | undefined): boolean {
  return /^\s*multipart\/form-data\s*(;|$)/i.test(contentType ?? '');
}

/** The body ceiling of a request by its kind: the upload ceiling for multipart, JSON_BODY_MAX_BYTES for the rest. */
export function bodyLimitFor(contentType: string | null | undefined, uploadLimit: number): number {
  return isMultipart(contentType) ? uploadLimit : JSON_BODY_MAX_BYTES;
}

/** The announced size, or null when the client streams without one (chunked). */
export function declaredBodySize(req: Pick<IncomingMessage, 'headers'>): number | null {
  const raw = req.headers['content-length'];
  if (raw === undefined) return null;
  return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * A GraphQL-shaped refusal from the node layer (`{ errors: [{ message, extensions: { code } }] }`).
 * `connection: close` when the body is left unread: node then drops the socket after the answer
 * instead of draining whatever the client still sends.
 */
export function sendRefusal(
  res: ServerResponse,
  status: number,
  error: { message: string; code: string; extensions?: Record<string, unknown> },
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
    ...headers,
  });
  res.end(
    JSON.stringify({ errors: [{ message: error.message, extensions: { code: error.code, ...error.extensions } }] }),
  );
}

/**
 * Node layer, before yoga sees the request: a body announced above the limit is refused with 413
 * at once, without reading it. Bodies without Content-Length are counted while streaming (yoga's
 * useRequestBodyLimit, the upload reader for multipart). Returns true when it answered the request.
 */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse, bodyMaxBytes: number): boolean {
  const size = declaredBodySize(req);
  if (size === null || size <= bodyMaxBytes) return false;
  if (Number.isNaN(size)) {
    sendRefusal(res, 400, { message: 'Content-Length header is invalid.', code: 'BAD_REQUEST' });
  } else {
    sendRefusal(res, 413, {
      message: 'Request body too large',
      code: 'REQUEST_ENTITY_TOO_LARGE',
      extensions: { maxBytes: bodyMaxBytes },
    });
  }
  return true;
}

function bodyTooLarge(): GraphQLError {
  return new GraphQLError('Request body too large', {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
  });
}

/**
 * yoga's `maxRequestBodySize`, minus its cost on every request: yoga pipes each body through a
 * counting TransformStream (a stream pipeline, an AbortController and a DOMException with a stack
 * trace per request, about a tenth of a small query's CPU). A body with a valid Content-Length
 * cannot outgrow it (node's HTTP parser reads exactly that many bytes), so only bodies without
 * one (chunked) are counted while streaming. Same errors as yoga's: 400 for an invalid
 * Content-Length, 413 over the limit. Pass `maxRequestBodySize: false` to yoga and list this
 * after every plugin that sets a request parser (it wraps the parser chosen). Multipart bodies are
 * not yoga's to read: the node layer reads and bounds them (security/multipart.ts).
 */
export function useRequestBodyLimit(limit: number = JSON_BODY_MAX_BYTES): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      if (isMultipart(request.headers.get('content-type'))) return;
      const declared = request.headers.get('content-length');
      if (declared !== null) {
        if (!/^\d+$/.test(declared)) {
          throw new GraphQLError('Content-Length header is invalid.', {
            extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
          });
        }
        if (Number(declared) > limit) throw bodyTooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      const parse = requestParser;
      setRequestParser((req) => {
        const body = req.body!;
        // A native ReadableStream needs the native TransformStream (graphql-yoga#4583).
        const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
        let bytesRead = 0;
        const limited = body.pipeThrough(
          new Transform<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              bytesRead += chunk.byteLength;
              if (bytesRead > limit) return controller.error(bodyTooLarge());
              controller.enqueue(chunk);
            },
          }),
        );
        return parse(
          new fetchAPI.Request(req.url, {
            method: req.method,
            headers: req.headers,
            signal: req.signal,
            body: limited,
            duplex: 'half',
          } as RequestInit),
        );
      });
    },
  };
}
