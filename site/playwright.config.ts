import { defineConfig } from '@playwright/test';
import { E2E_APP_KEYS_SETTING } from './e2e/support/app-key';

/**
 * Browser tests run in Debian's Chromium against the real stack (sandbox,
 * gateway, site on its five brand ports), started by ../scripts/stack.mjs.
 * Build the site first (`next build`); ports and build folder come from the
 * environment so several copies can run side by side.
 */
const siteBase = Number(process.env.SITE_PORT_BASE ?? 3000);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);

export default defineConfig({
  testDir: './e2e',
  // Runs once the stack is up (webServer first): waits for the sandbox's first-visit photos.
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The root test command asks for a JSON report too, to print one total.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${siteBase}`,
    locale: 'pt-BR',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/stack.mjs',
    url: `http://localhost:${siteBase}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DATA_DIR: process.env.SANDBOX_DATA_DIR ?? `${process.cwd()}/.e2e-data/sandbox`,
      SITE_PORT_BASE: String(siteBase),
      NEXT_TELEMETRY_DISABLED: '1',
      OUTBOX_PATH: process.env.OUTBOX_PATH ?? `${process.cwd()}/.e2e-data/outbox.sqlite`,
      // Every browser test submits from one address; the limits themselves are proven in the gateway's tests.
      FORMS_RATE_LIMIT_IP: process.env.FORMS_RATE_LIMIT_IP ?? '10000',
      FORMS_RATE_LIMIT_EMAIL: process.env.FORMS_RATE_LIMIT_EMAIL ?? '10000',
      QUERY_RATE_LIMIT_PER_MINUTE: process.env.QUERY_RATE_LIMIT_PER_MINUTE ?? '100000',
      // The same for the site's render budget (e2e/abuse.spec.ts proves it on a site of its own).
      SITE_RENDERS_PER_MINUTE: process.env.SITE_RENDERS_PER_MINUTE ?? '100000',
      SITE_RENDER_BURST: process.env.SITE_RENDER_BURST ?? '100000',
      // The sandbox CDN encodes a comp card's print rendition on its first request, slowly on two busy
      // cores; the photo deadline itself is proven in the gateway's tests.
      COMP_CARD_PHOTO_TIMEOUT_MS: process.env.COMP_CARD_PHOTO_TIMEOUT_MS ?? '30000',
      // Specs that take a panel down read a made-up slug as content never read: with post lists
      // trusted for 1 s, that lookup asks the (down) panel and must fail with a 503. The trust
      // window itself is proven in the gateway's tests.
      POST_LIST_TRUST_SECONDS: process.env.POST_LIST_TRUST_SECONDS ?? '1',
      // Specs that read the gateway directly with documents of their own do it as an app with a key.
      GATEWAY_APP_KEYS: E2E_APP_KEYS_SETTING,
      // Site and gateway export spans to the collector e2e/tracing.spec.ts runs, in small batches.
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${siteBase + 318}`,
      OTEL_BSP_SCHEDULE_DELAY: '300',
    },
  },
});
