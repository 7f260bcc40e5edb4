import { BRANDS } from '@agency/schema/brands';
import { expect, test } from './support/test';
import { pagesOf } from './support/page-types';
import { brandOrigin } from './support/stack';

/*
 * A page's HTML is whole where it stands: every Suspense boundary is written in place. React moves a
 * boundary that was not ready when the page began to flush, or that falls past its 12,800-byte
 * budget, to the end of the page, behind a hidden <div> and an inline script that swaps it in. The
 * CSP refuses that script (only Next's bootstrap has a hash: lib/security/script-hashes.mjs) and a
 * browser without JavaScript never runs it, so the part would stay hidden until the scripts drew it
 * again, shifting the page. A Suspense boundary (or a loading.tsx) around a server-rendered part
 * fails here.
 */

/** What React writes for a boundary it moved: an empty pending marker where the content belongs. */
const MOVED_BOUNDARY = /<!--\$\?--><template id="B:\d+">/;

for (const brand of BRANDS) {
  test(`${brand.key}: no page type's HTML has a boundary moved to its end, in either language`, async ({ request }) => {
    test.setTimeout(120_000);
    const origin = brandOrigin(brand.key);
    const read = async (path: string) => (await request.get(`${origin}${path}`)).text();
    const moved: string[] = [];
    for (const { type, path } of await pagesOf(read, brand)) {
      for (const prefix of ['', '/en']) {
        const html = await read(`${prefix}${path === '/' && prefix ? '' : path}`);
        if (MOVED_BOUNDARY.test(html)) moved.push(`${prefix}${path} (${type})`);
      }
    }
    expect(moved).toEqual([]);
  });
}
