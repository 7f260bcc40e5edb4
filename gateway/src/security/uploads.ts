import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFetch } from '@whatwg-node/fetch';
import { JSON_BODY_MAX_BYTES } from '@agency/schema/validation/rules';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface UploadLimits {
  /** Whole request body. */
  bodyMaxBytes: number;
  /** One file part. */
  fileMaxBytes: number;
  /** File parts per request (the scouting form sends exactly four). */
  maxFiles: number;
}

/** The operations and map fields are small JSON; a huge one is an attack, not a form. */
const FIELD_MAX_BYTES = 256 * 1024;
const PARTS_MAX = 32;

/**
 * yoga's `fetchAPI` with limits inside the multipart parser (busboy): a file part over the ceiling
 * stops the parse (yoga answers 413), a fifth file stops it too (400). Pass as `createYoga({ fetchAPI })`.
 */
export function uploadFetchAPI(limits: UploadLimits) {
  return createFetch({
    formDataLimits: {
      fileSize: limits.fileMaxBytes,
      files: limits.maxFiles,
      fieldSize: FIELD_MAX_BYTES,
      parts: PARTS_MAX,
    },
  });
}

/**
 * The body ceiling of a request by its kind: the photo-upload ceiling for multipart (only the
 * scouting form sends files), 1 MB for everything else, which is JSON operations far below it. A
 * JSON body as large as four photos would only serve to tie up the parser.
 */
export function bodyLimitFor(contentType: string | null | undefined, uploadLimit: number): number {
  return (contentType ?? '').toLowerCase().startsWith('multipart/form-data') ? uploadLimit : JSON_BODY_MAX_BYTES;
}

/** The announced size, or null when the client streams without one (chunked). */
export function declaredBodySize(req: Pick<IncomingMessage, 'headers'>): number | null {
  const raw = req.headers['content-length'];
  if (raw === undefined) return null;
  return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * Node layer, before yoga sees the request: a body announced above the limit is refused with 413
 * at once, without reading it (`connection: close`: node drops the socket after the answer instead of draining the body). Bodies
 * without Content-Length are counted while streaming by yoga's `maxRequestBodySize`, set to the
 * same limit. Returns true when it answered the request.
 */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse, bodyMaxBytes: number): boolean {
  const size = declaredBodySize(req);
  if (size === null || size <= bodyMaxBytes) return false;
  const status = Number.isNaN(size) ? 400 : 413;
  const message = status === 413 ? 'Request body too large' : 'Content-Length header is invalid.';
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(
    JSON.stringify({
      errors: [{ message, extensions: { code: status === 413 ? 'REQUEST_ENTITY_TOO_LARGE' : 'BAD_REQUEST' } }],
    }),
  );
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
 * after every plugin that sets a request parser (it wraps the parser chosen).
 */
export function useRequestBodyLimit(uploadLimit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const limit = bodyLimitFor(request.headers.get('content-type'), uploadLimit);
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

/**
 * A streamed (chunked) multipart body that outgrows `maxRequestBodySize` is cut off by yoga's limit,
 * but its multipart parser reports the cut as "invalid multipart data" with 400. Clients should
 * see what happened: this turns that case into the same 413 a body announced too large gets.
 */
export function useStreamedBodyLimitStatus(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      const parse = requestParser;
      setRequestParser(async (request) => {
        try {
          return await parse(request);
        } catch (error) {
          if (error instanceof GraphQLError && /invalid multipart data: Request body too large$/.test(error.message)) {
            throw bodyTooLarge();
          }
          throw error;
        }
      });
    },
  };
}
