import { API_LIMITS } from './api-limits';

/**
 * The gateway's error codes: every error an app can receive carries one of these in
 * `extensions.code`, and a refusal goes out with its row's HTTP status (under
 * `Accept: application/graphql-response+json`, and under `application/json` too). This table is
 * the one list: the gateway builds its refusals from it (`gateway/src/errors.ts`), and
 * `schema/published/errors.md` is generated from it (`npm run codegen`, checked for staleness).
 *
 * `refusal`: the request was refused before anything ran (no `data`); otherwise the error belongs
 * to a field (`path` set, `data` partial), and the status applies to reads sent by GET (POST
 * answers with data go out 200, as GraphQL over HTTP says).
 */
export interface ErrorCode {
  /** The HTTP status it goes out with; where a second one is possible, the text says when. */
  status: number;
  refusal: boolean;
  /** When it happens. */
  when: string;
  /** What the caller can do about it. */
  fix: string;
}

export const ERROR_CODES = {
  BAD_REQUEST: {
    status: 400,
    refusal: true,
    when: 'The request is malformed: not GraphQL over HTTP (body, JSON, parameters), both `query` and `documentId`, a variable the operation does not declare, nesting or sizes past the JSON limits. 405 for a mutation sent by GET or a method other than GET and POST.',
    fix: 'Send `{ "query" | "documentId", "variables", "operationName" }` as JSON by POST, or as parameters of a GET for a query.',
  },
  GRAPHQL_PARSE_FAILED: {
    status: 400,
    refusal: true,
    when: 'The document is not GraphQL (a syntax error; the message names the line and column).',
    fix: 'Fix the document (GraphiQL marks the error as you type).',
  },
  GRAPHQL_VALIDATION_FAILED: {
    status: 400,
    refusal: true,
    when: 'The document does not fit the schema: an unknown field, a wrong argument, a missing selection.',
    fix: 'Check the field in the SDL (`GET /graphql/sdl`) or GraphiQL’s docs.',
  },
  OPERATION_RESOLUTION_FAILURE: {
    status: 400,
    refusal: true,
    when: 'The document holds several operations and `operationName` names none of them.',
    fix: 'Send `operationName`.',
  },
  BAD_USER_INPUT: {
    status: 400,
    refusal: false,
    when: 'A value is refused: a variable that does not coerce to its declared type (a refusal, no `data`), or an argument outside the range its description states (a field error).',
    fix: 'Send values of the declared types, within the ranges the SDL’s descriptions give.',
  },
  QUERY_TOO_DEEP: {
    status: 400,
    refusal: true,
    when: `The operation nests fields more than ${API_LIMITS.depth} deep (fragments flattened; introspection not counted).`,
    fix: 'Ask for less nesting, or split the operation.',
  },
  QUERY_TOO_MANY_ALIASES: {
    status: 400,
    refusal: true,
    when: `The operation uses more than ${API_LIMITS.aliases} aliases.`,
    fix: 'Use fewer aliases; several requests instead of one.',
  },
  QUERY_TOO_MANY_TOKENS: {
    status: 400,
    refusal: true,
    when: `The document has more than ${API_LIMITS.tokens} tokens.`,
    fix: 'Send a smaller document.',
  },
  QUERY_TOO_MANY_DIRECTIVES: {
    status: 400,
    refusal: true,
    when: `The document uses more than ${API_LIMITS.directives} directives.`,
    fix: 'Use fewer directives.',
  },
  QUERY_TOO_COSTLY: {
    status: 400,
    refusal: true,
    when: `The operation’s cost is over ${API_LIMITS.cost}: each selected field counts once for every item of the lists around it, a paged list counting as its page size (\`first\`, variables included), a list of ids as its length, any other list as ${API_LIMITS.unpagedListItems}. \`extensions.cost\` gives the cost found and the ceiling.`,
    fix: 'Ask for smaller pages or fewer fields; every answer’s `extensions.cost` shows what an operation costs.',
  },
  CSRF_HEADER_REQUIRED: {
    status: 403,
    refusal: true,
    when: 'A GET that runs a document text (not a persisted read), or a multipart, url-encoded or text/plain POST, without the `x-agency-client` header: the kind of request a foreign page can make a browser send.',
    fix: 'Send the header `x-agency-client` (any value), or POST JSON.',
  },
  UNKNOWN_APP_KEY: {
    status: 401,
    refusal: true,
    when: 'The `x-agency-app-key` header names no app (a typo, a key cut short), whatever the request.',
    fix: 'Send the key you were given, or no key at all to run persisted documents only.',
  },
  APP_KEY_EXPIRED: {
    status: 401,
    refusal: true,
    when: 'The app key is past the expiry it was created with (`npm run apps -- create … --expires`), whatever the request; the message gives the date.',
    fix: 'Ask the gateway’s operators for a new key (`npm run apps -- key <app>`), before the old one expires next time: `apps list` shows each key’s expiry.',
  },
  APP_KEY_REVOKED: {
    status: 401,
    refusal: true,
    when: 'The app key, or its whole app, was revoked (`npm run apps -- revoke`), whatever the request.',
    fix: 'Ask the gateway’s operators why; a revoked key never works again.',
  },
  APP_SCOPE_MISSING: {
    status: 403,
    refusal: true,
    when: 'The app’s scopes do not cover the operation: a query needs `read`, a mutation `forms`, a look at `__schema` or `__type` `introspection`.',
    fix: 'Ask the gateway’s operators to give your app the scope (`npm run apps -- update <app> --scopes read,forms,introspection`).',
  },
  PERSISTED_DOCUMENTS_ONLY: {
    status: 403,
    refusal: true,
    when: 'A document text sent without an app key: only persisted documents run for anonymous callers.',
    fix: 'Send `documentId`, or your app key in `x-agency-app-key`.',
  },
  PERSISTED_DOCUMENT_ID_REQUIRED: {
    status: 400,
    refusal: true,
    when: 'Neither `query` nor a well-formed `documentId` (`sha256:` and 64 hex digits) was sent.',
    fix: 'Send `documentId`.',
  },
  PERSISTED_DOCUMENT_NOT_FOUND: {
    status: 404,
    refusal: true,
    when: 'No persisted document has that `documentId` on this gateway.',
    fix: 'Check that your manifest was published with your release.',
  },
  RATE_LIMITED: {
    status: 429,
    refusal: true,
    when: 'Past the request quota: per address, or for an app’s key its app’s own quota, all its keys and gateways together (the `RateLimit-Policy` header states it; `RateLimit` shows what is left). `Retry-After` and `extensions.retryAfterSeconds` say when to try again.',
    fix: 'Wait `Retry-After` seconds; watch `RateLimit` to slow down before it.',
  },
  TOO_MANY_UPLOADS: {
    status: 429,
    refusal: true,
    when: 'Another upload from the same address is still being received, or the gateway is receiving as many as it can.',
    fix: 'Send one upload at a time; wait `Retry-After` seconds.',
  },
  REQUEST_ENTITY_TOO_LARGE: {
    status: 413,
    refusal: true,
    when: 'The body (1 MB of JSON; the scouting upload’s own limits) or one of its files is too large.',
    fix: 'Send less.',
  },
  UPLOAD_TOO_SLOW: {
    status: 408,
    refusal: true,
    when: 'An upload stopped sending, or arrived slower than the gateway accepts.',
    fix: 'Send it again.',
  },
  NOT_FOUND: {
    status: 404,
    refusal: false,
    when: 'The brand, talent, post or page an argument names does not exist.',
    fix: 'Check the argument.',
  },
  UPSTREAM_UNAVAILABLE: {
    status: 503,
    refusal: false,
    when: 'A back-end could not answer and no earlier answer is kept for this read.',
    fix: 'Try again shortly.',
  },
  INTERNAL_SERVER_ERROR: {
    status: 500,
    refusal: false,
    when: 'An unexpected failure; the message is "Unexpected error." and the gateway logs it with the request id (`x-request-id`).',
    fix: 'Try again; report it with the `x-request-id` of the answer.',
  },
} satisfies Record<string, ErrorCode>;

export type ErrorCodeName = keyof typeof ERROR_CODES;

export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCodeName[];

/** The table as Markdown: schema/published/errors.md. */
export function renderErrorCodes(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = ERROR_CODE_NAMES.map((name) => {
    const row: ErrorCode = ERROR_CODES[name];
    return `| \`${name}\` | ${row.status} | ${row.refusal ? 'request' : 'field'} | ${cell(row.when)} | ${cell(row.fix)} |`;
  });
  return [
    '# Gateway error codes',
    '',
    'Generated from `schema/src/error-codes.ts` (`npm run codegen`); do not edit. Every error carries one of these',
    'in `extensions.code`. A request-level refusal has no `data` and goes out with the status below, under',
    '`Accept: application/graphql-response+json` and `application/json` alike; a field error sits beside partial',
    '`data` (its `path` names the field), and the status applies to reads sent by GET.',
    '',
    '| code | HTTP | level | when | what to do |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
