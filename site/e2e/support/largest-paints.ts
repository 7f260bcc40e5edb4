import type { Page } from '@playwright/test';

/** One largest-contentful-paint entry as a test reads it: the image's URL ('' for text) and the element's text. */
export interface LargestPaint {
  url: string;
  text: string;
}

type Recorded = { largestPaints: LargestPaint[] };

/** From the page's next navigation on, keeps every largest-contentful-paint entry it reports, in order. */
export async function recordLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { url: string; text: string }[] = [];
    (window as unknown as Recorded).largestPaints = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string; element: Element | null })[])
        seen.push({ url: entry.url, text: entry.element?.textContent ?? '' });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The entries recorded so far; the last one is the page's LCP. */
export function largestPaints(page: Page): Promise<LargestPaint[]> {
  return page.evaluate(() => (window as unknown as Recorded).largestPaints);
}
