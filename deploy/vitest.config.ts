import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The files share one module cache per worker: the Kubernetes models and their validators load
    // once instead of per file. No test mocks a module, so nothing leaks between them.
    isolate: false,
  },
});
