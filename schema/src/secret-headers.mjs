// Request and answer headers that carry a secret or a credential: no log line of ours writes them
// (the front drops every request header from its access log; the site's and the gateway's loggers
// remove these wherever they appear in a logged object).

/** Lower-case names, as Node reads them. */
export const SECRET_HEADERS = [
  'x-revalidate-secret',
  'x-agency-app-key',
  'x-agency-site-secret',
  'authorization',
  'cookie',
  'set-cookie',
];

/**
 * pino's redact paths for those headers: in a logged `headers` object at the top or one level down
 * (`req.headers`, `request.headers`), and a bare header field of either.
 */
export function secretHeaderRedactPaths() {
  return SECRET_HEADERS.flatMap((name) => [
    `headers["${name}"]`,
    `*.headers["${name}"]`,
    `["${name}"]`,
    `*["${name}"]`,
  ]);
}
