import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
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

/** A JSON body (application/json or application/graphql+json), by its Content-Type. */
export function isJsonContentType(contentType: string | null | undefined): boolean {
  return /^\s*application\/(graphql\+)?json\s*(;|,|$)/i.test(contentType ?? '');
}

/** The announced size, or null when the client streams without one (chunked). */
export function declaredBodySize(req: Pick<IncomingMessage, 'headers'>): number | null {
  const raw = req.headers['content-length'];
  if (raw === undefined) return null;
  return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * A GraphQL-shaped refusal from the node layer (`{ errors: [{ message, extensions: { code } }] }`).
 * `close` (the default) answers with `connection: close`: node drops the socket right after the
 * answer instead of draining the body; see refuseAndLinger for a client still sending.
 */
export function sendRefusal(
  res: ServerResponse,
  status: number,
  error: { message: string; code: string; extensions?: Record<string, unknown> },
  headers: Record<string, string> = {},
  { close = true }: { close?: boolean } = {},
): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...(close ? { connection: 'close' } : {}),
    ...headers,
  });
  res.end(
    JSON.stringify({ errors: [{ message: error.message, extensions: { code: error.code, ...error.extensions } }] }),
  );
}

/** How long the rest of a refused body is read and dropped before its socket is closed. */
export const LINGER_MS = 2000;

/**
 * After answering a request whose body was not all read: reads and drops the rest for a short
 * while, then closes the socket if the body is still coming. Closing at once with unread bytes
 * makes the kernel reset the connection, and a client still sending may lose the answer it was
 * given (the "lingering close" of HTTP servers). Bounded in time; nothing is kept. A body that
 * ends within the time leaves the connection open for the next request. A request stream its
 * reader destroyed (yoga cutting a body over the limit) can no longer be drained: node stops
 * reading its socket, which would hang until a timeout, so that socket is closed after the
 * moment. Pass the socket taken when the request came in: a finished answer detaches it.
 */
export function drainThenClose(req: IncomingMessage, socket: Socket = req.socket, lingerMs = LINGER_MS): void {
  if (socket.destroyed) return;
  if (req.complete) {
    // All in: nothing to drop, but a paused request keeps its socket paused, and the next request
    // on that keep-alive connection would never be read.
    if (!req.destroyed) req.resume();
    return;
  }
  if (!req.destroyed) req.resume();
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  if (!req.destroyed) req.once('end', () => clearTimeout(timer));
}

/**
 * Before answering a request whose body will be left partly unread: keeps the connection open
 * after the answer even when the client asked to close it, so drainThenClose decides when it
 * goes. Node would close it the moment the answer is written, and a reset reaching a client still
 * sending can destroy the answer before the client reads it.
 */
export function keepOpenForTheAnswer(res: ServerResponse): void {
  res.shouldKeepAlive = true;
}

/** A refusal sent while the client may still be sending its body: answered, then drainThenClose. */
export function refuseAndLinger(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  error: { message: string; code: string; extensions?: Record<string, unknown> },
  headers: Record<string, string> = {},
): void {
  const socket = req.socket;
  keepOpenForTheAnswer(res);
  sendRefusal(res, status, error, headers, { close: false });
  drainThenClose(req, socket);
}

/**
 * Node layer, before yoga sees the request: a body announced above the limit is refused with 413
 * at once, without reading it (what still arrives is dropped for a moment: drainThenClose). Bodies
 * without Content-Length are counted while streaming (yoga's useRequestBodyLimit, the upload reader
 * for multipart). Returns true when it answered the request.
 */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse, bodyMaxBytes: number): boolean {
  const size = declaredBodySize(req);
  if (size === null || size <= bodyMaxBytes) return false;
  if (Number.isNaN(size)) {
    // No length to trust: the request boundary is unknown, so the connection cannot be reused.
    sendRefusal(res, 400, { message: 'Content-Length header is invalid.', code: 'BAD_REQUEST' });
  } else {
    refuseAndLinger(req, res, 413, {
      message: 'Request body too large',
      code: 'REQUEST_ENTITY_TOO_LARGE',
      extensions: { maxBytes: bodyMaxBytes },
    });
  }
  return true;
}

export function bodyTooLarge(): GraphQLError {
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
export function useRequestBodyLimit(
  limit: number = JSON_BODY_MAX_BYTES,
): Plugin<Record<string, unknown>, { req?: IncomingMessage }> {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI, serverContext }) {
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
      const nodeRequest = serverContext?.req;
      // JSON bodies are read and bounded by their own parser (useBoundedJson), byte by byte.
      if (nodeRequest && isJsonContentType(request.headers.get('content-type'))) return;
      setRequestParser(async (req) => {
        const init = { method: req.method, headers: req.headers, signal: req.signal };
        if (nodeRequest) {
          // Read from node's request directly: past the limit it is left paused, not destroyed, so
          // the node layer can drop the rest after the answer (drainThenClose) and the client gets it.
          const body: Uint8Array<ArrayBuffer> = await readBodyAtMost(nodeRequest, limit);
          return parse(new fetchAPI.Request(req.url, { ...init, body }));
        }
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
        return parse(new fetchAPI.Request(req.url, { ...init, body: limited, duplex: 'half' } as RequestInit));
      });
    },
  };
}

/**
 * A request body read from node's request, whole, or refused as soon as it passes `limit` (413)
 * or `inspect` finds fault with the bytes so far (its error): the request is then left paused
 * with the rest unread, for the node layer to drop after the answer (drainThenClose). `inspect`
 * may also answer 'drop': the body is read to its end (so that its size is still judged) but
 * nothing more of it is kept, as the caller will refuse it anyway.
 */
export function readBodyAtMost(
  req: IncomingMessage,
  limit: number,
  inspect?: (chunk: Buffer) => Error | 'drop' | null,
): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let keep = true;
    const stop = (error: Error) => {
      detach();
      req.pause();
      reject(error);
    };
    const detach = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) return stop(bodyTooLarge());
      const verdict = inspect?.(chunk) ?? null;
      if (verdict instanceof Error) return stop(verdict);
      if (verdict === 'drop') keep = false;
      if (keep) chunks.push(chunk);
    }
    function onEnd() {
      detach();
      resolve(chunks.length === 1 ? (chunks[0] as Buffer<ArrayBuffer>) : Buffer.concat(chunks));
    }
    function onError(error: Error) {
      detach();
      reject(error);
    }
    function onClose() {
      detach();
      reject(new GraphQLError('The client closed the connection before its body was complete.'));
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * An answer to a request whose body stream was destroyed before it was all received (its reader
 * gave up on it) closes the connection: node reads no more of that socket, so the connection
 * cannot carry another request, and a client reusing it would wait for an answer that never comes.
 */
export function useCloseWhenBodyUnread(): Plugin<Record<string, unknown>, { req?: IncomingMessage }> {
  return {
    onResponse({ response, serverContext }) {
      const req = serverContext?.req;
      if (req && !req.complete && req.destroyed) response.headers.set('connection', 'close');
    },
  };
}
