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
// Behind a trusted proxy (TRUST_PROXY=1) it is the last x-forwarded-for hop.
const trustProxy = process.env.TRUST_PROXY === '1';
function clientAddress(req) {
  const hops = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return (trustProxy && hops.at(-1)) || req.socket.remoteAddress || '';
}

const servers = [0, 1, 2, 3, 4].map((i) =>
  http
    .createServer((req, res) => {
      req.headers['x-agency-client-ip'] = clientAddress(req);
      return handle(req, res);
    })
    .listen(base + i, hostname === 'localhost' ? undefined : hostname),
);
await Promise.all(servers.map((s) => new Promise((resolve) => s.once('listening', resolve))));
console.log(`site ready on ports ${base}-${base + 4} (${dev ? 'dev' : 'production'})`);

const stop = () => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
