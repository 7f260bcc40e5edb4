// One Next.js server answering on the five brand ports (3000-3004 by default,
// or SITE_PORT_BASE..+4): the brand comes from the Host header, so the same
// request handler serves every port.
import http from 'node:http';
import { isIP } from 'node:net';
import next from 'next';

const dev = process.argv.includes('--dev');
const base = Number(process.env.SITE_PORT_BASE ?? 3000);
const hostname = process.env.SITE_HOST ?? 'localhost';
const app = next({ dev, hostname, port: base, dir: new URL('..', import.meta.url).pathname });
const handle = app.getRequestHandler();

await app.prepare();
// The visitor's address for the gateway's per-IP limits, set here from the
// socket so a visitor cannot choose it (lib/shell/proxy-headers.ts reads it).
// Behind proxies of ours (TRUST_PROXY=N hops) it is the Nth X-Forwarded-For
// entry from the end: the entries before it were written by the visitor.
// Same reading as the gateway's: unset/0/false none, 'true' one, else a whole number of hops.
const trustedHops = (() => {
  const raw = process.env.TRUST_PROXY;
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return 0;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY must be the number of trusted proxy hops (0-10), got '${raw}'`);
  }
  return hops;
})();
const listEntries = (value) =>
  String(value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
function clientAddress(req) {
  const forwarded = trustedHops > 0 ? listEntries(req.headers['x-forwarded-for']).at(-trustedHops) : undefined;
  return (forwarded && isIP(forwarded) ? forwarded : req.socket.remoteAddress) || '';
}

/**
 * X-Forwarded-Host/-Proto/-Port are believed only from proxies of ours (TRUST_PROXY, and then the
 * entry they appended, lib/brand/from-request.ts): without one, a visitor's are dropped here and
 * Next fills them from the Host header and the socket, so neither the brand, nor a link, nor
 * Next's own origin checks can read a value the visitor chose.
 */
function dropVisitorForwardedHeaders(headers) {
  if (trustedHops > 0) return;
  for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) delete headers[name];
}

/**
 * An error page is never stored by a shared cache: its URL is the client's choice (a made-up id, a
 * random path), and Next would announce a 404 with the same s-maxage as the page it stands for.
 */
function errorsAreNotStored(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    if (statusCode >= 400) {
      const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
      if (headers)
        for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name];
      this.setHeader('cache-control', 'no-store');
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}

// Headers only this server may set on a request: whatever a visitor sent under these names goes.
const SERVER_SET = ['x-agency-client-ip', 'x-agency-site-secret'];

const servers = [0, 1, 2, 3, 4].map((i) =>
  http
    .createServer((req, res) => {
      for (const name of SERVER_SET) delete req.headers[name];
      req.headers['x-agency-client-ip'] = clientAddress(req);
      dropVisitorForwardedHeaders(req.headers);
      errorsAreNotStored(res);
      return handle(req, res);
    })
    .listen(base + i, hostname === 'localhost' ? undefined : hostname),
);
for (const server of servers) {
  // A client that announces a body and stalls, or never finishes its headers, holds a socket only
  // this long (Node's defaults wait minutes). A four-photo upload on a slow phone fits in 60 s.
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
}
await Promise.all(servers.map((s) => new Promise((resolve) => s.once('listening', resolve))));
console.log(`site ready on ports ${base}-${base + 4} (${dev ? 'dev' : 'production'})`);

const stop = () => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
