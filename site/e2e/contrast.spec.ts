import { BRANDS } from '@agency/schema/brands';
import { expect, test } from './support/test';
import { htmlcsErrors } from './support/htmlcs';
import { pagesOf } from './support/page-types';
import { brandOrigin } from './support/stack';
import { finishEntranceAnimations } from './support/settle';

/*
 * Text contrast as HTML_CodeSniffer reads it (WCAG 2 AA: 4.5:1, 3:1 for large text), on every page
 * type of every brand at desktop and phone widths: it reads each text against the background of its
 * own ancestors, so light text laid over a dark layer that is only a sibling (an image, a video, a
 * shade) fails unless the text's own section carries that dark too. axe checks the same pages for
 * what it can compute; this catches what it leaves as "needs review".
 */

for (const brand of BRANDS) {
  test(`${brand.key}: no page type has a text contrast failure (HTML_CodeSniffer) at 1440 and 390 px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const origin = brandOrigin(brand.key);
    const read = async (path: string) => (await request.get(`${origin}${path}`)).text();
    const found: string[] = [];
    for (const { type, path } of await pagesOf(read, brand)) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        await page.goto(`${origin}${path}`, { referer: 'http://localhost/' });
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await finishEntranceAnimations(page);
        for (const error of await htmlcsErrors(page))
          if (/G18|G145/.test(error.code))
            found.push(`${path} (${type}) at ${width}: ${error.code} ${error.message} ${error.element}`);
      }
    }
    expect(found).toEqual([]);
  });
}
