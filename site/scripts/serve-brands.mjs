// One Next.js server answering on the five brand ports (3000-3004 by default,
// or SITE_PORT_BASE..+4): the brand comes from the Host header, so the same
// request handler serves every port.
import http from 'node:http';
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
const trustedHops = (() => {
  const raw = process.env.TRUST_PROXY;
  if (!raw || raw === 'false') return 0;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
})();
function clientAddress(req) {
  const hops = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return (trustedHops > 0 && hops.at(-trustedHops)) || req.socket.remoteAddress || '';
}

// Headers only this server may set on a request: whatever a visitor sent under these names goes.
const SERVER_SET = ['x-agency-client-ip', 'x-agency-site-secret'];

const servers = [0, 1, 2, 3, 4].map((i) =>
  http
    .createServer((req, res) => {
      for (const name of SERVER_SET) delete req.headers[name];
      req.headers['x-agency-client-ip'] = clientAddress(req);
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
