import type { IncomingMessage } from 'node:http';
import { JSON_BODY_MAX_BYTES } from '@agency/schema/validation';
import { GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { VARIABLES_MAX_DEPTH, VARIABLES_MAX_VALUES } from '../plugins/useVariablesShape';
import { isJsonContentType, readBodyAtMost } from './uploads';

/**
 * Bounds on raw JSON text, checked before JSON.parse. useVariablesShape refuses variables nested
 * past VARIABLES_MAX_DEPTH or holding over VARIABLES_MAX_VALUES once they are parsed; parsing is
 * the cost this saves: JSON.parse of one MiB of `[[[[…` blocks the event loop about 100 ms, of a
 * flat list of half a million items about 15 ms. The text includes the request's own wrapper
 * (`{"query": …, "variables": {…}}`), so the bounds here leave room for it: whatever passes
 * useVariablesShape passes here, and its messages stay the ones clients see for variables.
 */
export const RAW_JSON_SHAPE = {
  /** Levels of arrays and objects: the variables' levels plus the wrapper object and the variables object. */
  maxDepth: VARIABLES_MAX_DEPTH + 2,
  /** Values (items and members, containers included): the variables' values plus the few of the wrapper. */
  maxValues: VARIABLES_MAX_VALUES + 16,
  /**
   * Bytes of one string. The longest text any input takes is a few hundred characters and a
   * document is bounded by graphql-armor's 1000 tokens; a longer string is padding, and parsing
   * and copying it (the answer cache keys on the variables) costs milliseconds per request.
   */
  maxStringBytes: 64 * 1024,
} as const;

export type JsonShapeProblem = 'depth' | 'values' | 'string';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

export interface JsonShapeScanner {
  /** Scans the next bytes of the text: the first bound exceeded so far, or null. */
  feed(bytes: Uint8Array): JsonShapeProblem | null;
}

/**
 * A pass over raw JSON bytes, fed as they arrive, without parsing them. Strings are skipped with a
 * native search (a long string costs next to nothing) and the scan reports the first bound
 * exceeded, after which nothing more needs scanning. The bytes need not be valid JSON (JSON.parse judges that next). UTF-8 never puts an
 * ASCII byte inside a multi-byte character, so scanning bytes is exact.
 */
export function createJsonShapeScanner(shape = RAW_JSON_SHAPE): JsonShapeScanner {
  let depth = 0;
  let values = 1;
  let inString = false;
  let stringBytes = 0;
  /** Backslashes that ended the previous chunk inside a string (an odd run escapes a quote that starts the next). */
  let carriedBackslashes = 0;
  return {
    feed(input) {
      const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
      const end = bytes.length;
      let i = 0;
      while (i < end) {
        if (inString) {
          const from = i;
          let quote = bytes.indexOf(QUOTE, from);
          while (quote >= 0) {
            let run = 0;
            let j = quote - 1;
            for (; j >= from && bytes[j] === BACKSLASH; j -= 1) run += 1;
            if (j < from && from === 0) run += carriedBackslashes;
            if (run % 2 === 0) break;
            quote = bytes.indexOf(QUOTE, quote + 1);
          }
          if (quote < 0) {
            stringBytes += end - from;
            if (stringBytes > shape.maxStringBytes) return 'string';
            let run = 0;
            let j = end - 1;
            for (; j >= from && bytes[j] === BACKSLASH; j -= 1) run += 1;
            carriedBackslashes = j < from && from === 0 ? carriedBackslashes + run : run;
            return null;
          }
          stringBytes += quote - from;
          if (stringBytes > shape.maxStringBytes) return 'string';
          inString = false;
          i = quote + 1;
          continue;
        }
        const c = bytes[i];
        if (c === QUOTE) {
          inString = true;
          stringBytes = 0;
          carriedBackslashes = 0;
        } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
          depth += 1;
          values += 1;
          if (depth > shape.maxDepth) return 'depth';
          if (values > shape.maxValues) return 'values';
        } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
          if (depth > 0) depth -= 1;
        } else if (c === COMMA) {
          values += 1;
          if (values > shape.maxValues) return 'values';
        }
        i += 1;
      }
      return null;
    },
  };
}

/** The first bound whole JSON text exceeds, or null (see createJsonShapeScanner). */
export function jsonShapeProblem(input: Uint8Array | string, shape = RAW_JSON_SHAPE): JsonShapeProblem | null {
  return createJsonShapeScanner(shape).feed(typeof input === 'string' ? Buffer.from(input) : input);
}

const badRequest = (message: string) =>
  new GraphQLError(message, { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });

/** The refusal for a shape problem: the words useVariablesShape uses for the same problem. */
export function jsonShapeError(problem: JsonShapeProblem): GraphQLError {
  return badRequest(
    problem === 'depth'
      ? `Variables nest too deep: at most ${VARIABLES_MAX_DEPTH} levels.`
      : problem === 'values'
        ? `Variables hold too many values: at most ${VARIABLES_MAX_VALUES}.`
        : `A string in the request is longer than ${RAW_JSON_SHAPE.maxStringBytes} bytes; no input of this API takes that much.`,
  );
}

/** JSON text checked for shape, then parsed; a 400 GraphQLError for either failure. */
export function parseBoundedJson(text: Uint8Array | string, what: string): unknown {
  const problem = jsonShapeProblem(text);
  if (problem) throw jsonShapeError(problem);
  try {
    return JSON.parse(
      typeof text === 'string' ? text : Buffer.from(text.buffer, text.byteOffset, text.byteLength).toString('utf8'),
    );
  } catch {
    throw badRequest(`${what} sent invalid JSON.`);
  }
}

function contentTypeIs(request: Request, expected: string): boolean {
  const contentType = request.headers.get('content-type')?.split(',')[0]?.trim().toLowerCase();
  return contentType === expected || Boolean(contentType?.startsWith(`${expected};`));
}

function asObject(value: unknown, what: string): Record<string, unknown> | undefined {
  if (value == null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(
      `${what} is expected to be an object but received ${Array.isArray(value) ? 'array' : typeof value}`,
    );
  }
  return value as Record<string, unknown>;
}

/**
 * A JSON body: read from node's request when there is one (bounded at JSON_BODY_MAX_BYTES and
 * scanned chunk by chunk, so a hostile body is refused without being parsed), else from the fetch
 * Request (yoga.fetch).
 */
async function parseJsonBody(
  request: Request,
  nodeRequest?: IncomingMessage,
): Promise<GraphQLParams | GraphQLParams[]> {
  let body: unknown;
  if (nodeRequest) {
    // Scanned as it arrives; a fault is told once the body is all in, so that a body over the size
    // limit is always told so (413), whatever it holds.
    const scanner = createJsonShapeScanner();
    let problem: JsonShapeProblem | null = null;
    const bytes = await readBodyAtMost(nodeRequest, JSON_BODY_MAX_BYTES, (chunk) => {
      problem ??= scanner.feed(chunk);
      return null;
    });
    if (problem) throw jsonShapeError(problem);
    try {
      body = JSON.parse(bytes.toString('utf8'));
    } catch {
      throw badRequest('POST body sent invalid JSON.');
    }
  } else {
    body = parseBoundedJson(new Uint8Array(await request.arrayBuffer()), 'POST body');
  }
  if (body === null || typeof body !== 'object') {
    throw badRequest(`POST body is expected to be object but received ${body === null ? 'null' : typeof body}`);
  }
  return body as GraphQLParams | GraphQLParams[];
}

async function parseUrlEncodedBody(request: Request): Promise<GraphQLParams> {
  const search = new URLSearchParams(await request.text());
  const json = (name: string) => {
    const raw = search.get(name);
    return raw ? asObject(parseBoundedJson(raw, `The ${name} parameter`), `The ${name} parameter`) : undefined;
  };
  return {
    operationName: search.get('operationName') || undefined,
    query: search.get('query') || undefined,
    variables: json('variables'),
    extensions: json('extensions'),
  };
}

/**
 * JSON and url-encoded bodies scanned (RAW_JSON_SHAPE) before JSON.parse: these parsers replace
 * yoga's own for those content types and answer as they do otherwise (400 for JSON that does not
 * parse or is no object). A refusal is the client's error: a 400 with a plain message, never a 500.
 */
export function useBoundedJson(): Plugin<Record<string, unknown>, { req?: IncomingMessage }> {
  return {
    onRequestParse({ request, setRequestParser, serverContext }) {
      if (request.method !== 'POST') return;
      if (isJsonContentType(request.headers.get('content-type'))) {
        const nodeRequest = serverContext?.req;
        setRequestParser((req) => parseJsonBody(req, nodeRequest));
      } else if (contentTypeIs(request, 'application/x-www-form-urlencoded')) {
        setRequestParser(parseUrlEncodedBody);
      }
    },
  };
}
