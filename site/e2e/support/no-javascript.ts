import type { Browser, Page } from '@playwright/test';

/** Runs `run` on a page of a fresh context with JavaScript off (what a visitor without it gets). */
export async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}
