import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The contract tests walk every talent and post over real HTTP: seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
