import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET_HEADERS } from '@agency/schema/secret-headers';
import { createLogger, createSiteMetrics, routeClass, startMetricsServer, traceIdOf } from './observability.mjs';

describe('routeClass', () => {
  it('names each kind of answer with a bounded label', () => {
    expect(routeClass('/_next/static/chunks/a.js')).toBe('static');
    expect(routeClass('/_next/image?url=x&w=640&q=75')).toBe('image');
    expect(routeClass('/api/graphql')).toBe('api');
    expect(routeClass('/comp-cards/pt/10022.pdf')).toBe('comp-card');
    expect(routeClass('/healthz')).toBe('health');
    expect(routeClass('/jornalistas', { rsc: '1' })).toBe('page-data');
    expect(routeClass('/en/jornalistas/10022/bruno-cardoso?x=1')).toBe('page');
  });
});

describe('traceIdOf', () => {
  it('reads the trace id of a W3C traceparent, and nothing else', () => {
    expect(traceIdOf({ traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' })).toBe(
      '4bf92f3577b34da6a3ce929d0e0e4736',
    );
    expect(traceIdOf({ traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' })).toBeUndefined();
    expect(traceIdOf({ traceparent: 'garbage' })).toBeUndefined();
    expect(traceIdOf({})).toBeUndefined();
  });
});

describe('site metrics', () => {
  const servers: http.Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));

  it('counts answers by kind and status, and pages by cache result, on their own listener', async () => {
    const metrics = createSiteMetrics();
    const site = http.createServer((req, res) => {
      metrics.observe(req, res);
      res.setHeader('x-nextjs-cache', req.url === '/cached' ? 'HIT' : 'MISS');
      res.writeHead(req.url === '/missing' ? 404 : 200);
      res.end('ok');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    servers.push(site);
    const port = (site.address() as AddressInfo).port;
    for (const path of ['/cached', '/cached', '/fresh', '/missing', '/_next/static/a.js']) {
      await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    }
    const listener = await startMetricsServer(metrics, 0, '127.0.0.1');
    servers.push(listener);
    const text = await (await fetch(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/metrics`)).text();
    expect(text).toContain('site_http_requests_total{route="page",status="200"} 3');
    expect(text).toContain('site_http_requests_total{route="page",status="404"} 1');
    expect(text).toContain('site_http_requests_total{route="static",status="200"} 1');
    expect(text).toContain('site_page_cache_total{result="hit"} 2');
    expect(text).toContain('site_page_cache_total{result="miss"} 2');
    expect(text).toMatch(/^site_process_cpu_seconds_total /m);
    expect((await fetch(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/`)).status).toBe(404);
  });
});

describe('the site’s log lines', () => {
  it('never carry a secret header, wherever a logged object holds one', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    const headers = Object.fromEntries(SECRET_HEADERS.map((name) => [name, `secret-of-${name}`]));
    log.info({ headers, req: { headers }, request: { headers }, ...headers }, 'a request');
    const written = lines.join('');
    expect(written).toContain('a request');
    for (const name of SECRET_HEADERS) expect(written).not.toContain(`secret-of-${name}`);
    log.info({ headers: { 'user-agent': 'probe/1', 'x-revalidate-secret': 's' } }, 'kept');
    expect(lines.at(-1)).toContain('probe/1');
  });
});
