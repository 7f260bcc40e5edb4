// GET a page of a local server under a host name of our choosing: the brand a site renders is its
// Host's, and fetch() ignores a Host header (it always sends the URL's), so this uses node:http.
import http from 'node:http';

/** `{ status, body }` of GET http://127.0.0.1:<port><pathname> with `Host: <host>`. */
export function getWithHost(port, pathname, host, timeoutMs = 240_000) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { host }, agent: false, timeout: timeoutMs },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`GET ${host}${pathname}: no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
  });
}
