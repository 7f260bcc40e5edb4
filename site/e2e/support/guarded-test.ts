import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test` with a guard: a page error (an uncaught exception) or a console error the
 * test did not announce fails the test. A test that provokes an error on purpose lists what it
 * expects with `expectConsoleErrors(/pattern/)` before it acts.
 */
export const test = base.extend<{ expectConsoleErrors: (...patterns: RegExp[]) => void }>({
  expectConsoleErrors: [
    async ({ page }, use) => {
      const expected: RegExp[] = [];
      const unexpected: string[] = [];
      page.on('pageerror', (error) => unexpected.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!expected.some((pattern) => pattern.test(text))) unexpected.push(`console error: ${text}`);
      });
      await use((...patterns) => expected.push(...patterns));
      expect(unexpected, 'errors the page reported').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
