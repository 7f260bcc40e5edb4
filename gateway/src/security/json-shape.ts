import type { IncomingMessage } from 'node:http';
import { JSON_BODY_MAX_BYTES } from '@agency/schema/validation';
import { GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { VARIABLES_MAX_DEPTH, VARIABLES_MAX_VALUES } from './variables-shape';
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
  /**
   * Bytes of all strings together. The largest request the site sends (a quote for 200 favourite
   * talents) holds about 30 KB of text; a body of a megabyte of text is padding, and each such
   * body costs milliseconds to parse and key.
   */
  maxStringBytesTotal: 256 * 1024,
} as const;

export type JsonShapeProblem = 'depth' | 'values' | 'string' | 'strings';

const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
/** The characters that matter outside strings; a native search jumps over everything else (whitespace, numbers). */
const STRUCTURE = /["[\]{},]/g;

export interface JsonShapeScanner {
  /** Scans the next bytes of the text: the first bound exceeded so far, or null. */
  feed(bytes: Uint8Array): JsonShapeProblem | null;
}

/** Backslashes right before `at`, back to `from`. */
function backslashesBefore(text: string, at: number, from: number): number {
  let run = 0;
  for (let j = at - 1; j >= from && text.charCodeAt(j) === BACKSLASH; j -= 1) run += 1;
  return run;
}

/**
 * A pass over raw JSON bytes, fed as they arrive, without parsing them. Native searches jump to
 * the next character that matters (whitespace padding and long strings cost next to nothing) and
 * the scan reports the first bound exceeded, after which nothing more needs scanning. The bytes
 * need not be valid JSON (JSON.parse judges that next). They are read as latin1, one character
 * per byte: UTF-8 never puts an ASCII byte inside a multi-byte character, so this is exact.
 */
export function createJsonShapeScanner(shape = RAW_JSON_SHAPE): JsonShapeScanner {
  let depth = 0;
  let values = 1;
  let inString = false;
  let stringBytes = 0;
  let allStringBytes = 0;
  /** Backslashes that ended the previous chunk inside a string (an odd run escapes a quote that starts the next). */
  let carriedBackslashes = 0;
  const addString = (bytes: number): JsonShapeProblem | null => {
    stringBytes += bytes;
    allStringBytes += bytes;
    if (stringBytes > shape.maxStringBytes) return 'string';
    if (allStringBytes > shape.maxStringBytesTotal) return 'strings';
    return null;
  };
  return {
    feed(input) {
      const text = Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('latin1');
      const end = text.length;
      let i = 0;
      while (i < end) {
        if (inString) {
          const from = i;
          let quote = text.indexOf('"', from);
          while (quote >= 0) {
            let run = backslashesBefore(text, quote, from);
            if (run === quote - from && from === 0) run += carriedBackslashes;
            if (run % 2 === 0) break;
            quote = text.indexOf('"', quote + 1);
          }
          if (quote < 0) {
            const run = backslashesBefore(text, end, from);
            carriedBackslashes = run === end - from && from === 0 ? carriedBackslashes + run : run;
            return addString(end - from);
          }
          const problem = addString(quote - from);
          if (problem) return problem;
          inString = false;
          i = quote + 1;
          continue;
        }
        STRUCTURE.lastIndex = i;
        const match = STRUCTURE.exec(text);
        if (!match) return null;
        const c = text.charCodeAt(match.index);
        i = match.index + 1;
        if (c === 0x22) {
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
        } else {
          values += 1;
          if (values > shape.maxValues) return 'values';
        }
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
        : problem === 'string'
          ? `A string in the request is longer than ${RAW_JSON_SHAPE.maxStringBytes} bytes; no input of this API takes that much.`
          : `The strings in the request add up to more than ${RAW_JSON_SHAPE.maxStringBytesTotal} bytes; no request of this API needs that much.`,
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

/** Above this, a body is parsed in a turn of the event loop of its own (ownTurn). */
const LARGE_BODY_BYTES = 64 * 1024;
const waitingTurns: (() => void)[] = [];
let turnsScheduled = false;

function nextTurn() {
  waitingTurns.shift()?.();
  if (waitingTurns.length > 0) setImmediate(nextTurn);
  else turnsScheduled = false;
}

/**
 * Resolves in an event-loop turn of its own, one waiting caller per turn, in order. A large body
 * costs milliseconds to parse and execute; many arriving together would otherwise be processed
 * back to back in one turn, and every timer and small request would wait for all of them.
 */
function ownTurn(): Promise<void> {
  return new Promise((resolve) => {
    waitingTurns.push(resolve);
    if (!turnsScheduled) {
      turnsScheduled = true;
      setImmediate(nextTurn);
    }
  });
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
    // Scanned as it arrives; from the first fault on nothing more is kept or scanned, and the fault
    // is told once the body is all in: a body over the size limit is told so (413) whatever it
    // holds, and the connection stays usable (reading the rest costs less than a new connection).
    const scanner = createJsonShapeScanner();
    let problem: JsonShapeProblem | null = null;
    const bytes = await readBodyAtMost(nodeRequest, JSON_BODY_MAX_BYTES, (chunk) => {
      problem ??= scanner.feed(chunk);
      return problem ? 'drop' : null;
    });
    if (problem) throw jsonShapeError(problem);
    if (bytes.length > LARGE_BODY_BYTES) await ownTurn();
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
