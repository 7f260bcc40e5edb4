import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { startSandbox, type RunningSandbox } from '@agency/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { startGateway, type RunningGateway } from '../src/server';
import { flushTraces, startTracing } from '../src/telemetry/tracing';
import { BACKENDS } from '../src/backends';

/*
 * One trace across the gateway: a request carrying a W3C traceparent (as the site's server sends
 * it) gets a server span in that trace, each back-end call a client span under it, the back-end
 * receives the trace context, and the log lines name the trace. Spans go over OTLP/HTTP (JSON) to
 * a collector this test runs; the back-ends are the real sandbox.
 */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

const received: { service: string; span: OtlpSpan }[] = [];
const backendHeaders: Headers[] = [];
const logLines: Record<string, unknown>[] = [];
let collector: Server;
let dir: string;
let sandbox: RunningSandbox;
let running: RunningGateway;

beforeAll(async () => {
  collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: { stringValue: string } }[] };
          scopeSpans: { spans: OtlpSpan[] }[];
        }[];
      };
      for (const resourceSpans of body.resourceSpans) {
        const service = resourceSpans.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue;
        for (const scope of resourceSpans.scopeSpans) {
          for (const span of scope.spans) received.push({ service: service ?? '?', span });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as { port: number };
  await startTracing({
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_SERVICE_NAME: 'gateway',
  });

  dir = mkdtempSync(join(tmpdir(), 'gateway-tracing-'));
  sandbox = await startSandbox({ port: 0, dataDir: join(dir, 'sandbox') });
  const config = loadConfig({
    ...process.env,
    ...Object.fromEntries(BACKENDS.map((b) => [`UPSTREAM_${b.toUpperCase()}_URL`, sandbox.baseUrls[b]])),
    GATEWAY_PORT: '0',
    GATEWAY_HOST: '127.0.0.1',
    OUTBOX_PATH: join(dir, 'outbox.sqlite'),
    REDIS_URL: '',
    STORE_WARMUP: '0',
  });
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  running = await startGateway(config, {
    logger: createLogger('info', logs),
    fetch: (input, init) => {
      backendHeaders.push(new Headers(init.headers));
      return fetch(input, init);
    },
  });
}, 60_000);

afterAll(async () => {
  await running?.close();
  await sandbox?.close();
  await new Promise((resolve) => collector?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const SITE_SPAN_ID = '00f067aa0ba902b7';

describe('traces', () => {
  it("continues the caller's trace through the gateway to the back-end calls, and logs name it", async () => {
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${TRACE_ID}-${SITE_SPAN_ID}-01` },
      body: JSON.stringify({ query: '{ staff(brand: MUSIC) { name } }' }),
    });
    expect((await response.json()) as unknown).toMatchObject({ data: { staff: expect.any(Array) } });
    await flushTraces();

    const inTrace = received.filter((r) => r.span.traceId === TRACE_ID);
    const server = inTrace.find((r) => r.span.name === 'POST /graphql');
    expect(server?.service).toBe('gateway');
    expect(server?.span.parentSpanId).toBe(SITE_SPAN_ID);
    const calls = inTrace.filter((r) => r.span.name.endsWith(' music'));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.span.parentSpanId).toBe(server!.span.spanId);

    // The back-end got the trace context of the call's own span.
    const sentToMusic = backendHeaders.map((h) => h.get('traceparent')).filter(Boolean);
    expect(sentToMusic.some((t) => t!.startsWith(`00-${TRACE_ID}-${calls[0]!.span.spanId}-`))).toBe(true);

    const requestLog = logLines.find((l) => l.msg === 'request' && l.traceId === TRACE_ID);
    expect(requestLog).toBeDefined();
  });

  it('a cached persisted read still gets its server span while spans are recorded', async () => {
    const manifest = JSON.parse(
      readFileSync(fileURLToPath(new URL('../../site/lib/gql/persisted-documents.json', import.meta.url)), 'utf8'),
    ) as Record<string, string>;
    const [documentId] = Object.entries(manifest).find(([, text]) => /query TalentList\b/.test(text))!;
    const url = `${running.url}/graphql?documentId=${encodeURIComponent(documentId)}&variables=${encodeURIComponent(
      JSON.stringify({ brand: 'CQ_EMPRESARIAMENTO', first: 2 }),
    )}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    const traceId = 'a'.repeat(32);
    // The second read is answered from the answer cache.
    const hit = await fetch(url, { headers: { traceparent: `00-${traceId}-${SITE_SPAN_ID}-01` } });
    expect(hit.status).toBe(200);
    expect(hit.headers.get('etag')).toBe(first.headers.get('etag'));
    await flushTraces();
    const span = received.find((r) => r.span.traceId === traceId && r.span.name === 'GET /graphql');
    expect(span?.span.parentSpanId).toBe(SITE_SPAN_ID);
  });

  it('starts a trace of its own for a request without one', async () => {
    await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ok }' }),
    });
    await flushTraces();
    const own = received.filter((r) => r.span.name === 'POST /graphql' && r.span.traceId !== TRACE_ID);
    expect(own.length).toBe(1);
    expect(own[0]!.span.parentSpanId ?? '').toBe('');
  });
});
