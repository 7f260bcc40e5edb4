import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { largestPaints, recordLargestPaints } from './support/largest-paints';
import { brandOrigin } from './support/stack';
import { cards, firstProfilePath, gotoList } from './talents-helpers';

/*
 * The talent pages on the common Android phone (412 CSS px at a 1.75 pixel ratio, Lighthouse's
 * mobile profile): the page's largest paint is its photo, announced in the document's head with the
 * srcset and sizes of its <img> (so the browser asks once, for the same rendition), the media host's
 * connection opened from the head, and the rendition the one for that slot (750 px, not 828).
 */
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

const main = brandOrigin('cq-empresariamento');

interface Head {
  preconnect: string[];
  dnsPrefetch: string[];
  preloads: { srcset: string | null; sizes: string | null; priority: string | null }[];
}

/** What the server's HTML announces in its head (read without running the page's scripts). */
async function headOf(page: Page, url: string): Promise<Head> {
  const html = await (await page.request.get(url, { headers: { referer: 'http://localhost/' } })).text();
  return page.evaluate((source) => {
    const head = new DOMParser().parseFromString(source, 'text/html').head;
    const hrefs = (rel: string) => [...head.querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href')!);
    return {
      preconnect: hrefs('preconnect'),
      dnsPrefetch: hrefs('dns-prefetch'),
      preloads: [...head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
        srcset: link.getAttribute('imagesrcset'),
        sizes: link.getAttribute('imagesizes'),
        priority: link.getAttribute('fetchpriority'),
      })),
    };
  }, html);
}

/** The page's LCP image once painted: its srcset, sizes and the rendition the browser took. */
async function lcpImage(page: Page) {
  await expect.poll(async () => (await largestPaints(page)).at(-1)?.url ?? '').not.toBe('');
  const url = (await largestPaints(page)).at(-1)!.url;
  const found = await page.locator('img[srcset]').evaluateAll(
    (images, lcp) =>
      (images as HTMLImageElement[])
        .filter((img) => img.currentSrc === lcp)
        .map((img) => ({
          srcset: img.getAttribute('srcset'),
          sizes: img.getAttribute('sizes'),
          src: img.currentSrc,
        })),
    url,
  );
  expect(found.length).toBeGreaterThan(0);
  return found[0]!;
}

/** How many times the page asked for any rendition of the image whose rendition is `src`. */
async function requestsOfImage(page: Page, src: string): Promise<number> {
  const publicId = src.replace(/^.*\/image\/upload\/[^/]+\//, '');
  return page.evaluate(
    (id) => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(`/${id}`)).length,
    publicId,
  );
}

test('a talent profile: its photo preloaded as its <img> asks for it, the media host preconnected, the 750 px rendition', async ({
  page,
}) => {
  await gotoList(page, `${main}/jornalistas`);
  const path = await firstProfilePath(page);
  const url = `${main}${path}`;

  await recordLargestPaints(page);
  await page.goto(url, { referer: 'http://localhost/' });
  await expect(page.getByTestId('talent-profile')).toBeVisible();
  const image = await lcpImage(page);
  // The CDN's rendition for a 412 px slot at 1.75x.
  expect(image.src).toMatch(/\/image\/upload\/w_750,/);
  expect(await requestsOfImage(page, image.src)).toBe(1);

  const head = await headOf(page, url);
  const mediaOrigin = new URL(image.src).origin;
  expect(head.preconnect).toContain(mediaOrigin);
  expect(head.dnsPrefetch).toContain(mediaOrigin);
  expect(head.preloads).toContainEqual({ srcset: image.srcset, sizes: image.sizes, priority: 'high' });
});

test("a talent list: its phone's first row preloaded as the cards ask for it, the media host preconnected", async ({
  page,
}) => {
  const url = `${main}/jornalistas`;
  await recordLargestPaints(page);
  await gotoList(page, url);
  const image = await lcpImage(page);
  expect(await requestsOfImage(page, image.src)).toBe(1);
  const firstRow = await cards(page)
    .locator('img')
    .evaluateAll((images) =>
      images.slice(0, 4).map((img) => ({ srcset: img.getAttribute('srcset'), sizes: img.getAttribute('sizes') })),
    );

  const head = await headOf(page, url);
  expect(head.preconnect).toContain(new URL(image.src).origin);
  // The two cards of a phone's first row first, at high priority; the desktop's first row after them at
  // the browser's own priority, so on a phone's link they never share it with the first two.
  expect(head.preloads.slice(0, 2)).toEqual(firstRow.slice(0, 2).map((card) => ({ ...card, priority: 'high' })));
  const rest = head.preloads.slice(2, 4);
  expect(rest.map(({ srcset, sizes }) => ({ srcset, sizes }))).toEqual(firstRow.slice(2, 4));
  expect(rest.map((preload) => preload.priority)).not.toContain('high');
});
