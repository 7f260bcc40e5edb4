import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
];

export default config;
