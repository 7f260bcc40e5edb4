import { expect, test as base, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Playwright's `test`, failing a test on any page error (an uncaught exception in a page) or console
 * error that it did not say it expects. Every browser test imports `test` and `expect` from here.
 *
 *   test('…', async ({ page, expectConsoleError }) => {
 *     expectConsoleError(/503 \(Service Unavailable\)/); // what this test provokes on purpose
 *   });
 *
 * Covers every page of the test's context (popups and new tabs included); contexts a test makes
 * itself with browser.newContext() are watched by calling watchPage on their pages.
 */
interface Watch {
  /** Says that console errors matching `pattern` are this test's intent, not a fault. */
  expectConsoleError: (pattern: RegExp) => void;
  /** Watches a page of a context the test made itself. */
  watchPage: (page: Page) => void;
}

interface Problem {
  kind: 'page error' | 'console error';
  text: string;
  url: string;
}

export const test = base.extend<Watch & { problems: Problem[]; allowed: RegExp[] }>({
  problems: async ({}, provide) => {
    await provide([]);
  },
  allowed: async ({}, provide) => {
    await provide([]);
  },
  watchPage: async ({ problems }, provide) => {
    await provide((page: Page) => {
      page.on('pageerror', (error) =>
        problems.push({ kind: 'page error', text: error.stack ?? error.message, url: page.url() }),
      );
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const location = message.location();
        const where = location.url ? ` (${location.url}:${location.lineNumber})` : '';
        problems.push({ kind: 'console error', text: `${message.text()}${where}`, url: page.url() });
      });
    });
  },
  expectConsoleError: async ({ allowed }, provide) => {
    await provide((pattern: RegExp) => allowed.push(pattern));
  },
  context: async ({ context, watchPage, problems, allowed }, provide) => {
    for (const page of context.pages()) watchPage(page);
    context.on('page', watchPage);
    await provide(context);
    const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem.text)));
    expect(
      unexpected.map((p) => `${p.kind} on ${p.url}: ${p.text}`),
      'page errors and console errors the test did not expect',
    ).toEqual([]);
  },
});

export { expect };
