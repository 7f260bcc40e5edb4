import type { APIResponse } from '@playwright/test';
import { expect, test } from './support/test';
import { BRANDS } from '@agency/schema/brands';
import { BRAND_ORDER, brandOrigin, sandboxAdmin, type BrandKey } from './support/stack';

/*
 * Error pages as a crawler or a visitor without JavaScript gets them: plain HTTP requests, no
 * browser. The status is the real one and the page's text is in the server's HTML.
 */

/** The text a visitor reads in the server's HTML (scripts and styles left out). */
async function visibleText(response: APIResponse): Promise<string> {
  const html = await response.text();
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The 404 page's title in the page's language: Portuguese unprefixed, its English words under /en. */
const NOT_FOUND_TEXT = { pt: 'Esta página não foi encontrada.', en: 'This page could not be found.' };
const notFoundText = (path: string) => (path.startsWith('/en') ? NOT_FOUND_TEXT.en : NOT_FOUND_TEXT.pt);

test.describe('404 in the server HTML', () => {
  for (const brand of BRAND_ORDER) {
    for (const prefix of ['', '/en']) {
      test(`${brand}${prefix || ' (pt)'}: an unknown page answers 404 with its text, in the brand's page`, async ({
        request,
      }) => {
        // Three segments: a talent profile route (notFound() in the page), on every brand.
        const response = await request.get(`${brandOrigin(brand)}${prefix}/nao-existe/999999/ninguem`, {
          maxRedirects: 0,
        });
        expect(response.status()).toBe(404);
        const html = await response.text();
        expect(html).not.toContain('id="__next_error__"');
        expect(html).toContain(`lang="${prefix ? 'en' : 'pt-BR'}"`);
        expect(html).toMatch(/data-status="404"/);
        expect(html).toContain(`data-brand="${brand}"`);
        const text = await visibleText(response);
        expect(text).toContain(notFoundText(prefix));
        // One language per page: the other language's words for the same page never show.
        expect(text).not.toContain(prefix ? NOT_FOUND_TEXT.pt : NOT_FOUND_TEXT.en);
        expect(text).not.toMatch(prefix ? /Voltar|INÍCIO|Erro 404/ : /\bReturn\b|\bHOME\b|Error 404/);
        expect(response.headers()['cache-control']).toBe('no-store');
      });
    }
  }

  test('an unknown post of a known kind: 404 with its text (pt and en)', async ({ request }) => {
    // /cq-music/{slug} renders per request (streamed), the others from the page cache.
    const paths = ['/eventos/999999/nada', '/en/eventos/999999/nada', '/blog/nada-aqui', '/en/blog/nada-aqui'];
    for (const path of [...paths, '/cq-music/nao-existe', '/en/cq-music/nao-existe']) {
      const response = await request.get(`${brandOrigin('music')}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await visibleText(response), path).toContain(notFoundText(path));
    }
  });

  test("a kind of post a brand's table does not list is a 404, list and post, in both languages", async ({
    request,
  }) => {
    for (const brand of BRANDS) {
      const hasBlog = brand.postKinds.includes('BLOG');
      for (const path of ['/blog', '/en/blog']) {
        const response = await request.get(`${brandOrigin(brand.key as BrandKey)}${path}`, { maxRedirects: 0 });
        expect(response.status(), `${brand.key}${path}`).toBe(hasBlog ? 200 : 404);
        if (!hasBlog) expect(await visibleText(response), path).toContain(notFoundText(path));
      }
    }
    // Music and cultural have no blog: their panels carry none and their menus link none.
    expect(BRANDS.filter((b) => !b.postKinds.includes('BLOG')).map((b) => b.key)).toEqual(['music', 'cultural']);
  });

  test('a page of the site still answers 200 with its content', async ({ request }) => {
    const response = await request.get(`${brandOrigin('jabuticaba')}/contato`);
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toMatch(/data-status="\d+"/);
  });
});

test('a gateway failure answers 503 (Retry-After) with the error page in the server HTML', async ({ request }) => {
  test.setTimeout(90_000);
  const put = (down: boolean) =>
    sandboxAdmin('/faults/cultural', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down }),
    });
  // A show never read before (cultural's /{slug}): with its panel down the gateway has nothing to serve.
  const slug = `nunca-lido-${Date.now()}`;
  await put(true);
  // Past the stack's trust in a list just read (POST_LIST_TRUST_SECONDS=1): within it a missing slug
  // is "not found" without a call, whatever the panel's state.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  try {
    for (const prefix of ['', '/en']) {
      const response = await request.get(`${brandOrigin('cultural')}${prefix}/${slug}`, { maxRedirects: 0 });
      expect(response.status()).toBe(503);
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
      const html = await response.text();
      expect(html).not.toContain('id="__next_error__"');
      expect(html).toContain(`lang="${prefix ? 'en' : 'pt-BR'}"`);
      expect(html).toMatch(/data-status="503"/);
      // The error code is the page's title.
      expect(await visibleText(response)).toMatch(/503 [A-Z][A-Z0-9_]+ /);
    }
  } finally {
    await put(false);
  }
});
