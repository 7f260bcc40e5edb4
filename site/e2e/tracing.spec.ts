import { createServer, type Server } from 'node:http';
import { expect, test } from './support/test';

/*
 * One profile view is one trace: the site's server span for the page, the gateway's span for the
 * query the page sent, and the gateway's span for its call to the back-end, all with one trace id.
 * The stack exports spans over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (playwright.config.ts);
 * this spec is the collector listening there.
 */
interface Span {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, string>;
}

const OTLP_PORT = Number(process.env.SITE_PORT_BASE ?? 3000) + 318;
const spans: Span[] = [];
let collector: Server;

type OtlpValue = { stringValue?: string; intValue?: string | number };
type OtlpBody = {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: {
      spans: Omit<Span, 'service' | 'attributes'> & { attributes?: { key: string; value: OtlpValue }[] }[];
    }[];
  }[];
};

test.beforeAll(async () => {
  collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpBody;
      for (const { resource, scopeSpans } of body.resourceSpans) {
        const service = String(resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue);
        for (const scope of scopeSpans) {
          for (const span of scope.spans as unknown as (Omit<Span, 'service' | 'attributes'> & {
            attributes?: { key: string; value: OtlpValue }[];
          })[]) {
            const attributes = Object.fromEntries(
              (span.attributes ?? []).map((a) => [a.key, String(a.value.stringValue ?? a.value.intValue ?? '')]),
            );
            spans.push({ ...span, service, attributes });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(OTLP_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => collector.close(resolve));
});

test('a profile view is one trace across the site, the gateway and its back-end call', async ({ page, request }) => {
  // The sitemap's last profile: one no other test has opened, so the site renders it and the
  // gateway loads it from its back-end (nothing cached on either side yet).
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const profiles = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((path) => /^\/\d+\/[^/]+$/.test(path));
  const path = profiles.at(-1)!;
  expect(path).toBeTruthy();
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();

  await expect
    .poll(
      () => {
        const sitePage = spans.find(
          (s) => s.service === 'site' && Object.values(s.attributes).some((value) => value.includes(path)),
        );
        if (!sitePage) return 'no site span for the page yet';
        const trace = spans.filter((s) => s.traceId === sitePage.traceId);
        // The page sends several queries (shell, profile), each its own gateway span in this trace;
        // the back-end call must sit directly under one of them, whichever the exporter sent first.
        const gatewayRequests = trace.filter((s) => s.service === 'gateway' && s.name === 'GET /graphql');
        if (gatewayRequests.length === 0) return 'no gateway span in the trace yet';
        const backendCall = trace.find(
          (s) =>
            s.service === 'gateway' && s.name === 'GET manager' && s.attributes['url.path'] === '/api/talent/profile',
        );
        if (!backendCall) return 'no back-end call in the trace yet';
        const parent = trace.find((s) => s.spanId === backendCall.parentSpanId);
        if (!parent) return 'the back-end call has no parent in the trace yet';
        return gatewayRequests.includes(parent) ? 'one trace' : `back-end call under ${parent.service} ${parent.name}`;
      },
      { timeout: 20_000 },
    )
    .toBe('one trace');
});
