import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * One browser data path: the lazily loaded urql core client (lib/gateway/load-browser-client.ts),
 * called only from the data hooks and functions of lib/<feature>/; components and routes call
 * those. The rules below fail on a second path (README, "Data access").
 */
const SITE_CODE = ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'i18n/**/*.ts', '*.ts'];
const URQL = {
  group: ['urql', 'urql/**', '@urql/*'],
  message: 'The browser has one GraphQL client, lib/gateway/load-browser-client.ts: call it from lib/<feature>/.',
};
/** Statically imported, the client module would put urql in the first load of every page that imports it. */
const EAGER_BROWSER_CLIENT = {
  group: ['@/lib/gateway/browser-client', '**/gateway/browser-client'],
  message: 'Load the browser client lazily: loadBrowserClient() from lib/gateway/load-browser-client.ts.',
};
const GATEWAY_CLIENTS = {
  group: [
    '@/lib/gateway/load-browser-client',
    '@/lib/gateway/use-browser-query',
    '@/lib/gateway/server-client',
    '**/gateway/load-browser-client',
    '**/gateway/use-browser-query',
    '**/gateway/server-client',
  ],
  message: 'Components and routes never fetch: call a data hook or getter of lib/<feature>/, which calls the client.',
};

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next*/**', 'lib/gql/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  {
    // The gateway clients serve every page and know no UI: state and components subscribe to them
    // (lib/gateway/request-events.ts) or pass in what they need, never the other way round.
    files: ['lib/gateway/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/state', '@/lib/state/**', '**/lib/state', '**/lib/state/**', '../state', '../state/**'],
              message:
                'lib/gateway never imports UI state; the UI subscribes to the client (lib/gateway/request-events.ts).',
            },
            {
              group: ['@/components', '@/components/**', '**/components', '**/components/**'],
              message: 'lib/gateway never imports components; they call the client, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // No server actions: reads and writes from the browser go through the one client, never a second path.
    files: SITE_CODE,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExpressionStatement[directive='use server']",
          message: 'No server actions: the browser reads and writes through a lib/<feature>/ hook or function.',
        },
      ],
    },
  },
  {
    // Requests leave through lib/gateway only (and the route handlers that proxy the gateway and the comp cards); unit tests may call the servers they start.
    files: SITE_CODE,
    ignores: ['lib/gateway/**', 'app/**/route.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'EventSource', 'WebSocket'].map((name) => ({
          name,
          message: 'Data comes through lib/gateway (the browser client, or the server executor), from lib/<feature>/.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Data comes through lib/gateway (the browser client, or the server executor), from lib/<feature>/.',
        })),
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [URQL, EAGER_BROWSER_CLIENT, GATEWAY_CLIENTS] }] },
  },
  {
    files: ['lib/**/*.{ts,tsx}', 'i18n/**/*.ts', '*.ts'],
    ignores: ['lib/gateway/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [URQL, EAGER_BROWSER_CLIENT] }] },
  },
  {
    // A browser test fails on any page error or console error it did not declare: its `test` (and
    // `expect`, for one import) come from e2e/support/test.ts, which watches every page.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@playwright/test', 'playwright/test'].map((name) => ({
            name,
            importNames: ['test', 'expect', 'default'],
            message: "Import `test` and `expect` from './support/test': it fails a test on unexpected page errors.",
          })),
        },
      ],
    },
  },
];

export default config;
