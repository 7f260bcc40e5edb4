// Lint for the Node packages (schema, sandbox, gateway). The site has its own
// config with Next's rules (site/eslint.config.mjs).
import tseslint from 'typescript-eslint';

const INFRASTRUCTURE = ['store', 'upstream', 'outbox', 'security', 'plugins', 'telemetry', 'hooks'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/generated/**', 'site/**', '**/dist/**', '**/.data/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The gateway's infrastructure serves every domain and knows none: a domain module plugs into it
    // from the composition root (gateway.ts), never the other way round. Patterns for both places
    // ESLint runs from (the repo root and gateway/).
    files: INFRASTRUCTURE.flatMap((folder) => [`src/${folder}/**/*.ts`, `gateway/src/${folder}/**/*.ts`]),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules', '**/modules/**', '../gateway', '../server', '../main'],
              message:
                'Infrastructure (store, upstream, outbox, security, plugins, telemetry, hooks) never imports a domain module or the composition root; pass what it needs in from gateway.ts.',
            },
          ],
        },
      ],
    },
  },
);
