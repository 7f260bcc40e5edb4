// The front (deploy/Caddyfile) run natively with Debian's caddy: the environment that makes the
// one Caddyfile serve this machine, and the brand hosts it answers for, from the brand table.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { root } from './steps.mjs';

export const CADDYFILE = path.join(root, 'deploy/Caddyfile');

/**
 * The brand table's keys and production domains, read through tsx (the table is TypeScript):
 * [{ key, constant, domains }].
 */
export function brandTable() {
  const script = `import { BRANDS, brandConstantName } from './schema/src/brands.ts';
console.log(JSON.stringify(BRANDS.map((b) => ({ key: b.key, constant: brandConstantName(b.key), domains: b.domains }))));`;
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['--eval', script], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`could not read the brand table: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/**
 * A brand's local address through the front: its production domain's first label under
 * .localhost (browsers resolve any *.localhost to this machine), on the front's HTTPS port:
 * cqempresariamento.com.br -> cqempresariamento.localhost:8443.
 */
export function localBrandHost(brand, httpsPort) {
  return `${brand.domains[0].split('.')[0]}.localhost:${httpsPort}`;
}

/** The gateway's public address through the local front: api.<main brand's label>.localhost:<port>. */
export function localApiHost(brands, httpsPort) {
  return `api.${localBrandHost(brands[0], httpsPort)}`;
}

/** BRAND_DOMAINS_<KEY> for the site and gateway, so the brand table knows the local front's hosts. */
export function localBrandDomainsEnv(brands, httpsPort) {
  return Object.fromEntries(brands.map((b) => [`BRAND_DOMAINS_${b.constant}`, localBrandHost(b, httpsPort)]));
}

/** The first Caddy release whose HTTP/2 withstands rapid resets and CONTINUATION floods (built with a fixed Go). */
export const CADDY_HTTP2_SAFE_FROM = [2, 10, 0];

/** The installed caddy's version as [major, minor, patch], or null when it cannot be read. */
export function caddyVersion(command = 'caddy') {
  const result = spawnSync(command, ['version'], { encoding: 'utf8' });
  const match = /v?(\d+)\.(\d+)\.(\d+)/.exec(result.stdout ?? '');
  return match ? match.slice(1, 4).map(Number) : null;
}

/**
 * The protocols the front may speak on a given Caddy: HTTP/1.1, 2 and 3 on 2.10 or newer; only
 * HTTP/1.1 on an older one (Debian's 2.6.2 is built with Go 1.19: one HTTP/2 connection sending
 * rapid resets took it from 106 MB to 1.7 GB, and its quic-go has its own resource bugs).
 */
export function safeProtocols(version) {
  const newer =
    version &&
    (version[0] !== CADDY_HTTP2_SAFE_FROM[0]
      ? version[0] > CADDY_HTTP2_SAFE_FROM[0]
      : version[1] !== CADDY_HTTP2_SAFE_FROM[1]
        ? version[1] > CADDY_HTTP2_SAFE_FROM[1]
        : version[2] >= CADDY_HTTP2_SAFE_FROM[2]);
  return newer ? 'h1 h2 h3' : 'h1';
}

/**
 * Debian's caddy on the one Caddyfile, for this machine: { command, args, env }. `dataDir` holds its
 * local CA and certificates (never the user's trust store: skip_install_trust). HTTP/2 and 3 only
 * on a Caddy that withstands their floods (safeProtocols).
 */
export function frontCommand({
  brands,
  httpsPort,
  httpPort,
  siteUpstreams,
  gatewayUpstreams,
  gatewayPort,
  metricsPort = 0,
  dataDir,
}) {
  fs.mkdirSync(dataDir, { recursive: true });
  const env = {
    PATH: process.env.PATH,
    HOME: dataDir,
    XDG_DATA_HOME: path.join(dataDir, 'data'),
    XDG_CONFIG_HOME: path.join(dataDir, 'config'),
    FRONT_HOSTS: brands.map((b) => localBrandHost(b, httpsPort)).join(', '),
    FRONT_API_HOSTS: localApiHost(brands, httpsPort),
    FRONT_TLS: 'internal',
    FRONT_HTTP_PORT: String(httpPort),
    FRONT_HTTPS_PORT: String(httpsPort),
    SITE_UPSTREAMS: siteUpstreams.join(' '),
    GATEWAY_UPSTREAMS: gatewayUpstreams.join(' '),
    FRONT_GATEWAY_ADDRESS: `:${gatewayPort}`,
    FRONT_GATEWAY_BIND: '127.0.0.1',
    FRONT_METRICS_ADDRESS: `:${metricsPort}`,
    FRONT_METRICS_BIND: '127.0.0.1',
    FRONT_PROTOCOLS: safeProtocols(caddyVersion()),
  };
  return { command: 'caddy', args: ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], env };
}

/** Starts the front (frontCommand's options); resolves nothing, returns the child process. */
export function startFront(options) {
  const { command, args, env } = frontCommand(options);
  return spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * One HTTP/1.1 request through the local front: TLS to 127.0.0.1 on `port`, opened for
 * `servername` (the host's name unless told), with exactly the Host header `host`; the front's
 * certificate is its own local CA's. Resolves { status, headers, body } (body as text).
 */
export function requestThroughFront({
  port,
  host,
  path: pathname = '/',
  method = 'GET',
  headers = {},
  body,
  servername = host.split(':')[0],
  timeoutMs = 10_000,
}) {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        method,
        host: '127.0.0.1',
        port,
        path: pathname,
        servername,
        rejectUnauthorized: false,
        headers: { host, ...headers },
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(body);
  });
}
