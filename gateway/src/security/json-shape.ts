import { GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { VARIABLES_MAX_DEPTH, VARIABLES_MAX_VALUES } from '../plugins/useVariablesShape';

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
} as const;

export type JsonShapeProblem = 'depth' | 'values';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** Index of the quote closing the string whose content starts at `from` (native search, escapes honoured). */
function stringEnd(bytes: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const quote = bytes.indexOf(QUOTE, at);
    if (quote < 0) return bytes.length;
    let backslashes = 0;
    for (let i = quote - 1; i >= from && bytes[i] === BACKSLASH; i -= 1) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    at = quote + 1;
  }
}

/**
 * One pass over raw JSON bytes without parsing them: the first bound exceeded, or null. Strings are
 * skipped with a native search (a large string costs next to nothing) and the scan stops at the
 * first bound exceeded, so a hostile body is refused after a few thousand of its bytes. The bytes
 * need not be valid JSON (JSON.parse judges that next). UTF-8 never puts an ASCII byte inside a
 * multi-byte character, so scanning bytes is exact.
 */
export function jsonShapeProblem(input: Uint8Array | string, shape = RAW_JSON_SHAPE): JsonShapeProblem | null {
  const bytes =
    typeof input === 'string' ? Buffer.from(input) : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  let depth = 0;
  let values = 1;
  for (let i = 0; i < bytes.length; i += 1) {
    const c = bytes[i];
    if (c === QUOTE) {
      i = stringEnd(bytes, i + 1);
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
  }
  return null;
}

const badRequest = (message: string) =>
  new GraphQLError(message, { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });

/** The refusal for a shape problem: the words useVariablesShape uses for the same problem. */
export function jsonShapeError(problem: JsonShapeProblem): GraphQLError {
  return badRequest(
    problem === 'depth'
      ? `Variables nest too deep: at most ${VARIABLES_MAX_DEPTH} levels.`
      : `Variables hold too many values: at most ${VARIABLES_MAX_VALUES}.`,
  );
}

/** JSON text checked for shape, then parsed; a 400 GraphQLError for either failure. */
export function parseBoundedJson(text: Uint8Array | string, what: string): unknown {
  const problem = jsonShapeProblem(text);
  if (problem) throw jsonShapeError(problem);
  try {
    return JSON.parse(typeof text === 'string' ? text : Buffer.from(text).toString('utf8'));
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

async function parseJsonBody(request: Request): Promise<GraphQLParams | GraphQLParams[]> {
  const body = parseBoundedJson(new Uint8Array(await request.arrayBuffer()), 'POST body');
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
export function useBoundedJson(): Plugin {
  return {
    onRequestParse({ request, setRequestParser }) {
      if (request.method !== 'POST') return;
      if (contentTypeIs(request, 'application/json') || contentTypeIs(request, 'application/graphql+json')) {
        setRequestParser(parseJsonBody);
      } else if (contentTypeIs(request, 'application/x-www-form-urlencoded')) {
        setRequestParser(parseUrlEncodedBody);
      }
    },
  };
}
