import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test` with a guard: a page error (an uncaught exception) or a console error the
 * test did not announce fails the test. A test that provokes an error on purpose lists what it
 * expects with `expectConsoleErrors(/pattern/)` before it acts. A resource of another host (a
 * video platform's poster) failing to load is expected: this machine has no network.
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
        if (text.startsWith('Failed to load resource') && !isOwnHost(message.location().url)) return;
        if (!expected.some((pattern) => pattern.test(text))) unexpected.push(`console error: ${text}`);
      });
      await use((...patterns) => expected.push(...patterns));
      expect(unexpected, 'errors the page reported').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

function isOwnHost(url: string): boolean {
  try {
    return ['localhost', '127.0.0.1'].includes(new URL(url).hostname);
  } catch {
    return true;
  }
}
