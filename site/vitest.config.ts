import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of the site's pure functions, beside the code (x.test.ts); browser tests live in e2e/.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', '.next*/**', 'e2e/**'],
    environment: 'node',
    // Transformed by vitest, so a test can import it afresh (vi.resetModules): Next's cache handler
    // keeps its configuration per process, and lib/cache's tests run two replicas in one.
    server: { deps: { inline: ['@fortedigital/nextjs-cache-handler'] } },
  },
});
