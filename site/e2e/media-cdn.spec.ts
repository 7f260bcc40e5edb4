import { expect, test } from './support/test';
import { brandOrigin, SANDBOX_URL } from './support/stack';
import { firstProfilePath, gotoList } from './talents-helpers';

/** The sandbox's talent media CDN, on the port after the sandbox's (SANDBOX_CDN_PORT). */
const CDN_ORIGIN = SANDBOX_URL.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`);

interface LargestPaint {
  url: string;
  tag: string | null;
  srcset: string;
  renderedWidth: number;
  devicePixelRatio: number;
}

test.describe('talent media on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test("a profile's largest paint is its photo, fetched from the CDN at the width the phone needs", async ({
    page,
  }) => {
    const main = brandOrigin('cq-empresariamento');
    await gotoList(page, `${main}/jornalistas`);
    const path = await firstProfilePath(page);

    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${main}${path}`);
    await expect(page.getByTestId('talent-profile')).toBeVisible();
    // The photo may paint after the name (the CDN encodes a cold rendition first): the largest paint
    // is read once it is an image, or as it stands after 10 s (when the name really is the largest).
    const largest = await page.evaluate(
      () =>
        new Promise<LargestPaint>((resolve) => {
          let last: (PerformanceEntry & { url: string; element: Element | null }) | undefined;
          const report = () => {
            const element = last?.element as HTMLImageElement | null | undefined;
            resolve({
              url: last?.url ?? '',
              tag: element?.tagName ?? null,
              srcset: element?.getAttribute('srcset') ?? '',
              renderedWidth: element?.getBoundingClientRect().width ?? 0,
              devicePixelRatio: window.devicePixelRatio,
            });
          };
          new PerformanceObserver((list) => {
            last = list.getEntries().at(-1) as typeof last;
            if (last?.element?.tagName === 'IMG') report();
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(report, 10_000);
        }),
    );

    // The photo, straight from the CDN, never through the site's own optimizer.
    expect(largest.tag).toBe('IMG');
    expect(new URL(largest.url).origin).toBe(CDN_ORIGIN);
    expect(requested).toContain(largest.url);
    const optimizedFromCdn = requested.filter(
      (url) => url.includes('/_next/image') && new URL(url).searchParams.get('url')?.startsWith(CDN_ORIGIN),
    );
    expect(optimizedFromCdn).toEqual([]);

    // The width asked for is the smallest rendition that covers the photo's width in device pixels.
    const widths = largest.srcset
      .split(',')
      .map((candidate) => Number(/\s(\d+)w$/.exec(candidate.trim())?.[1]))
      .filter((width) => width > 0)
      .sort((a, b) => a - b);
    const needed = largest.renderedWidth * largest.devicePixelRatio;
    const expected = widths.find((width) => width >= needed) ?? widths.at(-1);
    expect(largest.url).toContain(`/image/upload/w_${expected},q_auto,f_auto/`);
    expect(expected).toBeLessThan(1920);

    // The CDN answered it in the best format the browser accepts, resized.
    const answer = await page.request.get(largest.url, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/avif');
  });
});
