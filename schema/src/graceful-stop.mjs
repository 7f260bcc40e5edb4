// Stopping an HTTP server without failing a client and without hanging, for the site's server and
// the gateway alike. Plain JavaScript: the site's server (scripts/serve-brands.mjs) loads it outside
// Next's bundles.

/** How often connections that have gone idle during a stop are closed. */
const IDLE_SWEEP_MS = 200;

/**
 * Stops accepting connections on every server and resolves once each has closed. A keep-alive
 * client (the front keeps its connections to an instance busy with visitors and health checks)
 * would otherwise hold Node's server open for ever: from now on every answer says
 * `Connection: close` and its connection ends once it is sent, connections close as soon as they
 * are idle (one whose request was under way when the stop began included), requests in flight are
 * answered, and whatever is still open after `graceMs` is cut.
 */
export function stopGracefully(servers, { graceMs }) {
  return Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          const idle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
          const cut = setTimeout(() => server.closeAllConnections(), graceMs);
          idle.unref();
          cut.unref();
          server.once('close', () => {
            clearInterval(idle);
            clearTimeout(cut);
            resolve();
          });
          server.prependListener('request', (_req, res) => {
            res.shouldKeepAlive = false;
          });
          server.close();
          server.closeIdleConnections();
        }),
    ),
  ).then(() => undefined);
}
