import path from 'node:path';
import { expect, test as base, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Playwright's `test`, failing a test on any page error (an uncaught exception in a page) or console
 * error that it did not say it expects. Every browser test imports `test` and `expect` from here.
 *
 *   test('…', async ({ page, expectConsoleError }) => {
 *     // The page this test takes down on purpose.
 *     expectConsoleError(failedLoad(503, `${origin}/contato`));
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

/** YouTube's thumbnails, which a video tile's poster loads from the browser directly. */
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com/vi/**';
const THUMBNAIL_STAND_IN = path.join(import.meta.dirname, '..', 'fixtures', 'photo-1.jpg');

/**
 * The outside hosts a page loads from directly, answered by local files: the test machine has no
 * internet, and a poster that cannot load is not a fault of the site.
 */
export async function standInOutsideHosts(context: BrowserContext): Promise<void> {
  await context.route(YOUTUBE_THUMBNAILS, (route) =>
    route.fulfill({ path: THUMBNAIL_STAND_IN, contentType: 'image/jpeg' }),
  );
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
    await standInOutsideHosts(context);
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

/**
 * The console error Chromium logs when a request of the page (a document, a script's fetch, an
 * image) is answered with `status`: for a test that causes that answer on purpose. `url` is the
 * whole address, or a pattern for it.
 */
export function failedLoad(status: number, url: string | RegExp): RegExp {
  const address = typeof url === 'string' ? literal(url) : url.source;
  return new RegExp(
    `^Failed to load resource: the server responded with a status of ${status} .*\\(${address}:\\d+\\)$`,
  );
}

/**
 * The console error Chromium logs when a request of the page fails without an answer, `error` being
 * the network error (ERR_CONNECTION_REFUSED for a route a test aborts with 'connectionrefused').
 */
export function abortedLoad(error: string, url: string | RegExp): RegExp {
  const address = typeof url === 'string' ? literal(url) : url.source;
  return new RegExp(`^Failed to load resource: net::${error} \\(${address}:\\d+\\)$`);
}

/** `text` as a regular expression source that matches it literally (an origin inside a pattern). */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export { expect };
