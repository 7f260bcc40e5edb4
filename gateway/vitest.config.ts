import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships ESM (index.mjs, which Vite picks) and CJS (index.js, which Node picks for
    // graphql-yoga). Two copies mean two GraphQLError classes and coded errors masked as
    // INTERNAL_SERVER_ERROR under test only; point both at the one Node loads.
    alias: { graphql: require.resolve('graphql') },
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files share one module cache per worker: the gateway is imported once instead of per file,
    // which halves the run on a 2-core machine. No test mocks modules (vi.mock), so nothing leaks.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
