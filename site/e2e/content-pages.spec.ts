import type { Page } from '@playwright/test';
import { expect, failedLoad, test } from './support/test';
import { cardTitles, checkPageType, expectHeading, openContent } from './content-support';
import { largestPaints, recordLargestPaints } from './support/largest-paints';
import { brandOrigin } from './support/stack';
import { brandByKey } from '@agency/schema/brands';

// Each test walks several pages with axe checks and screenshots on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.describe('blog', () => {
  test('list with more links, post with pt-BR date and previous/next; no blog on music', async ({
    page,
    expectConsoleError,
  }) => {
    // Music's blog, a 404 this test asks for in both languages.
    expectConsoleError(failedLoad(404, `${brandOrigin('music')}/blog`));
    expectConsoleError(failedLoad(404, `${brandOrigin('music')}/en/blog`));
    await openContent(page, 'jabuticaba', '/blog');
    await expectHeading(page, 'Blog');
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Leia mais: / }).first()).toHaveText('Leia mais');
    await checkPageType(page, 'blog-list');

    const first = await cardTitles(page).first().textContent();
    await page
      .getByRole('link', { name: /^Leia mais: / })
      .first()
      .click();
    await expectHeading(page, first ?? '');
    await expect(page.locator('time')).toHaveText(/^Publicado em \d{1,2} de [a-zç]+ de \d{4}$/);
    await checkPageType(page, 'blog-post');
    const next = page.getByTestId('post-neighbours').locator('[data-direction="next"]');
    const nextTitle = await next.locator('span').last().textContent();
    await next.click();
    await expectHeading(page, nextTitle ?? '');

    // Music has no blog (its menu links none): /blog is a 404 there, not an always-empty page.
    expect((await openContent(page, 'music', '/blog'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página não foi encontrada.');
    expect((await openContent(page, 'music', '/en/blog'))?.status()).toBe(404);
  });
});

test.describe('highlights', () => {
  test('categories per brand, category masonry, detail, unknown category 404', async ({ page, expectConsoleError }) => {
    // The two unknown categories this test asks for.
    expectConsoleError(failedLoad(404, `${brandOrigin('cq-empresariamento')}/destaques/acoes`));
    expectConsoleError(failedLoad(404, `${brandOrigin('music')}/destaques/inventada`));
    await openContent(page, 'cq-empresariamento', '/destaques');
    await expectHeading(page, 'Destaques');
    await expect(page.getByTestId('highlight-categories').getByRole('link')).toHaveText([
      'Filmes',
      'Séries',
      'Novelas',
      'Prêmios',
      'Outros',
    ]);
    await checkPageType(page, 'highlights');

    await openContent(page, 'digital', '/en/destaques');
    await expect(page.getByTestId('highlight-categories').getByRole('link')).toHaveText([
      'Actions',
      'Campaigns',
      'Events',
    ]);

    await openContent(page, 'cq-empresariamento', '/destaques/filmes');
    await expectHeading(page, 'Filmes');
    await expect(page.getByTestId('highlight-card').first()).toBeVisible();
    // The first row is the first screen: eager and high priority; the second row waits for the view.
    const covers = page.getByTestId('highlight-grid').locator('img');
    await expect(covers.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(covers.first()).toHaveAttribute('loading', 'eager');
    await expect(covers.nth(3)).toHaveAttribute('loading', 'lazy');
    await checkPageType(page, 'highlight-list');
    const link = page.getByTestId('highlight-card').first().getByRole('heading').getByRole('link');
    const title = await link.textContent();
    await link.click();
    await expectHeading(page, title ?? '');
    await expect(page.getByTestId('highlight-detail').locator('img').first()).toBeVisible();
    await checkPageType(page, 'highlight-detail');

    expect((await openContent(page, 'cq-empresariamento', '/destaques/acoes'))?.status()).toBe(404);
    expect((await openContent(page, 'music', '/destaques/inventada'))?.status()).toBe(404);
  });

  test('a category pages like every list: 8 first, the rest as its end scrolls into view, in both languages', async ({
    page,
  }) => {
    for (const prefix of ['', '/en']) {
      await openContent(page, 'cultural', `${prefix}/destaques/espetaculos`);
      const cards = page.getByTestId('highlight-card');
      await expect(cards).toHaveCount(8);
      await page.getByTestId('list-sentinel').scrollIntoViewIfNeeded();
      await expect(cards).toHaveCount(12);
      // The whole category, once each, and nothing left to load.
      const titles = await cards.getByRole('heading').allTextContents();
      expect(new Set(titles).size).toBe(12);
      await expect(page.getByTestId('list-sentinel')).toHaveCount(0);
    }
  });
});

test.describe('publications', () => {
  test('vertical cube carousel with a pause control', async ({ page }) => {
    await openContent(page, 'cultural', '/publicacoes');
    await expectHeading(page, 'Publicações');
    const carousel = page.getByTestId('publications-carousel');
    await expect(carousel.locator('.swiper-cube.swiper-vertical')).toBeVisible();
    const toggle = page.getByTestId('carousel-toggle');
    await expect(toggle).toHaveText('Pausar');
    await toggle.click();
    await expect(toggle).toHaveText('Reproduzir');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await checkPageType(page, 'publications');
  });

  test('the carousel loads the next publications as it turns towards its end', async ({ browser, watchPage }) => {
    // Reduced motion: the carousel stays put until the visitor turns it.
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    watchPage(page);
    await openContent(page, 'cultural', '/en/publicacoes');
    const carousel = page.getByTestId('publications-carousel');
    await expect(carousel).toHaveAttribute('data-loaded', '8');
    // Counts speak of every publication, not only those loaded.
    const active = carousel.locator('.swiper-slide-active');
    await expect(active.getByText('1 of 12', { exact: true })).toBeVisible();
    await expect(active).toHaveAttribute('aria-label', '1 of 12');
    await carousel.locator('.swiper').focus();
    // A key pressed while the cube still turns (1000 ms) is ignored: press again until it moves on.
    for (let turn = 1; turn <= 5; turn += 1) {
      await expect(async () => {
        await page.keyboard.press('ArrowDown');
        await expect(active).toHaveAttribute('data-swiper-slide-index', String(turn), { timeout: 2000 });
      }).toPass();
    }
    await expect(carousel).toHaveAttribute('data-loaded', '12');
    await expect(active.getByText('6 of 12', { exact: true })).toBeVisible();
    await expect(active).toHaveAttribute('aria-label', '6 of 12');
    const titles = await carousel.locator('.swiper-slide h2').allTextContents();
    expect(new Set(titles).size).toBe(12);
    await context.close();
  });

  test("on a phone, a turning slide is never a larger paint than the first: the page's LCP stays the first cover", async ({
    browser,
    watchPage,
  }) => {
    // Lighthouse's phone. Its density matters: an image's paint counts no more than its file's own pixels, and
    // at 1.75 the first cover's rendition has more than its box.
    const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    watchPage(page);
    await recordLargestPaints(page);
    // A phone's link: every image but the first cover arrives 2.5 s late, when its slide already faces the visitor.
    const firstCover = await firstCoverPath(page, `${brandOrigin('cultural')}/publicacoes`);
    const covers: string[] = [];
    await page.route(
      (url) => url.pathname.startsWith('/_next/image') || url.pathname.startsWith('/media/'),
      async (route) => {
        const url = decodeURIComponent(route.request().url());
        covers.push(url);
        if (!url.includes(firstCover)) await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue().catch(() => undefined);
      },
    );
    await page.goto(`${brandOrigin('cultural')}/publicacoes`);
    const carousel = page.getByTestId('publications-carousel');
    const active = carousel.locator('.swiper-slide-active');
    // Whether each slide the cube turns to has its cover already: it waits for a late one, never shows a blank face.
    await carousel.evaluate((frame) => {
      const arrived: boolean[] = [];
      (window as unknown as { arrived: boolean[] }).arrived = arrived;
      let shown = frame.querySelector('.swiper-slide-active');
      new MutationObserver(() => {
        const now = frame.querySelector('.swiper-slide-active');
        if (!now || now === shown) return;
        shown = now;
        const images = [...now.querySelectorAll('img')];
        arrived.push(images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0));
      }).observe(frame, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    // Autoplay turns the cube three times: the slides that came into view were painted, their covers late.
    await expect
      .poll(async () => Number(await active.getAttribute('data-swiper-slide-index')), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    await expect(carousel.locator('.swiper-slide-active img').first()).toHaveJSProperty('complete', true);
    const boxes = await carousel
      .locator('.swiper-slide img')
      .evaluateAll((images) =>
        images.map((img) => `${img.parentElement?.offsetWidth}x${img.parentElement?.offsetHeight}`),
      );
    expect(new Set(boxes).size).toBe(1);
    const arrived = await page.evaluate(() => (window as unknown as { arrived: boolean[] }).arrived);
    expect(arrived.length).toBeGreaterThanOrEqual(3);
    expect(arrived).not.toContain(false);
    const paints = await largestPaints(page);
    expect(decodeURIComponent(paints.at(-1)?.url ?? '')).toContain(firstCover);
    // The covers come a turn ahead of the cube, not all at once: by the fourth slide, five of eight.
    const asked = new Set(covers.map((url) => /url=([^&]+)/.exec(url)?.[1] ?? url));
    expect(asked.size).toBeLessThan(8);
    await context.close();

    // The preview painted before the carousel's code arrives (all a visitor without JavaScript sees) is the same box.
    const plain = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const plainPage = await plain.newPage();
    await plainPage.goto(`${brandOrigin('cultural')}/publicacoes`);
    const preview = await plainPage
      .getByTestId('publications-preview')
      .locator('img')
      .first()
      .evaluate((img) => `${img.parentElement?.offsetWidth}x${img.parentElement?.offsetHeight}`);
    expect(preview).toBe(boxes[0]);
    await plain.close();
  });

  test('no autoplay under reduced motion', async ({ browser, watchPage }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    watchPage(page);
    await openContent(page, 'cultural', '/en/publicacoes');
    await expect(page.getByTestId('carousel-toggle')).toHaveText('Play');
    await context.close();
  });

  test('under reduced motion a turn the visitor asks for has no cube animation', async ({ browser, watchPage }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    watchPage(page);
    await openContent(page, 'cultural', '/en/publicacoes');
    const carousel = page.getByTestId('publications-carousel');
    const active = carousel.locator('.swiper-slide-active');
    await expect(active).toHaveAttribute('data-swiper-slide-index', '0');
    // Every transition the carousel sets on its slides from now on.
    await carousel.evaluate((frame) => {
      const durations: string[] = [];
      (window as unknown as { durations: string[] }).durations = durations;
      new MutationObserver((changes) => {
        for (const change of changes) durations.push((change.target as HTMLElement).style.transitionDuration);
      }).observe(frame, { subtree: true, attributes: true, attributeFilter: ['style'] });
    });
    await carousel.locator('.swiper').focus();
    await page.keyboard.press('ArrowDown');
    await expect(active).toHaveAttribute('data-swiper-slide-index', '1');
    const durations = await page.evaluate(() => (window as unknown as { durations: string[] }).durations);
    expect(durations.filter((d) => d !== '').length).toBeGreaterThan(0);
    expect(durations.filter((d) => d !== '' && d !== '0ms')).toEqual([]);
    await context.close();
  });

  test('the cube holds while the visitor reads: hovered or focused on a desktop', async ({ page }) => {
    await openContent(page, 'cultural', '/publicacoes');
    const carousel = page.getByTestId('publications-carousel');
    const active = carousel.locator('.swiper-slide-active');
    const index = () => active.getAttribute('data-swiper-slide-index');
    // It turns by itself (a turn every ~2 s)...
    const start = await index();
    await expect(active).not.toHaveAttribute('data-swiper-slide-index', start!, { timeout: 6_000 });
    // ...and not while hovered: a turn under way ends, then it holds for longer than two turns.
    await carousel.locator('.swiper').hover();
    await page.waitForTimeout(1_200);
    const hovered = await index();
    await page.waitForTimeout(4_500);
    expect(await index()).toBe(hovered);
    await expect(page.getByTestId('carousel-toggle')).toHaveText('Pausar');
    // Nor while focus is inside (its control, the one focusable part), the pointer gone; the control still offers to pause.
    await page.mouse.move(0, 0);
    await page.getByTestId('carousel-toggle').focus();
    await page.waitForTimeout(1_200);
    const focused = await index();
    await page.waitForTimeout(4_500);
    expect(await index()).toBe(focused);
    await expect(page.getByTestId('carousel-toggle')).toHaveText('Pausar');
    // Focus gone: it turns again.
    await page.getByTestId('carousel-toggle').blur();
    await expect(active).not.toHaveAttribute('data-swiper-slide-index', focused!, { timeout: 6_000 });
  });

  test('on a phone a touch stops the cube until the visitor plays it again', async ({ browser, watchPage }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    watchPage(page);
    await openContent(page, 'cultural', '/publicacoes');
    const carousel = page.getByTestId('publications-carousel');
    const active = carousel.locator('.swiper-slide-active');
    const index = () => active.getAttribute('data-swiper-slide-index');
    const toggle = page.getByTestId('carousel-toggle');
    await expect(toggle).toHaveText('Pausar');
    await active.locator('h2').tap();
    await expect(toggle).toHaveText('Reproduzir');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(1_200);
    const touched = await index();
    await page.waitForTimeout(4_500);
    expect(await index()).toBe(touched);
    await toggle.tap();
    await expect(toggle).toHaveText('Pausar');
    await expect(active).not.toHaveAttribute('data-swiper-slide-index', touched!, { timeout: 6_000 });
    await context.close();
  });

  test('at 1440 px the frame is centred on the page', async ({ page }) => {
    await openContent(page, 'cultural', '/publicacoes');
    const frame = (await page.getByTestId('publications-carousel').boundingBox())!;
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(width).toBeGreaterThan(frame.width + 200);
    expect(Math.abs(frame.x + frame.width / 2 - width / 2)).toBeLessThanOrEqual(2);
  });
});

test.describe('about', () => {
  test('title, partner marquee, rich text, social feed for main; none for music', async ({ page }) => {
    await openContent(page, 'cq-empresariamento', '/sobre-nos');
    await expect(page.getByTestId('about-page')).toBeVisible();
    const marquee = page.getByTestId('partner-marquee');
    await expect(marquee.locator('img').first()).toBeVisible();
    const duration = await marquee.locator('> div').evaluate((el) => getComputedStyle(el).animationDuration);
    const logos = await marquee.locator('ul').first().locator('li').count();
    expect(duration).toBe(`${(logos * 1900) / 1000}s`);
    await expect(page.getByTestId('social-feed')).toBeVisible();
    // Named for what it shows: the brand's own profiles and its latest blog posts, not a network feed.
    await expect(page.getByTestId('social-feed').getByRole('heading', { level: 2 })).toHaveText('Redes e blog');
    const tiles = page.getByTestId('social-feed').getByRole('list', { name: 'Últimas do blog' }).getByRole('link');
    expect(await tiles.count()).toBeGreaterThan(0);
    for (const href of await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/blog\//);
    await checkPageType(page, 'about');

    await openContent(page, 'music', '/en/sobre-nos');
    await expect(page.getByTestId('about-page')).toBeVisible();
    await expect(page.getByTestId('social-feed')).toHaveCount(0);
  });
});

test.describe('contact', () => {
  test('jabuticaba and digital show one address: the map caption, its maps link and the info list agree', async ({
    page,
  }) => {
    for (const key of ['jabuticaba', 'digital'] as const) {
      const fixed = brandByKey(key).fixedContact!.address;
      for (const prefix of ['', '/en']) {
        await openContent(page, key, `${prefix}/contato`);
        const map = page.getByTestId('contact-map');
        await expect(map.locator('address')).toHaveText(fixed);
        const search = await map.locator('a[href^="https://www.google.com/maps/search/"]').getAttribute('href');
        expect(decodeURIComponent(search!.replace(/\+/g, ' '))).toContain(fixed);
        await expect(page.locator('li[data-kind="address"] a')).toHaveText(fixed);
      }
    }
  });

  test('map, staff, scouting link per brand, info links and the message form', async ({ page }) => {
    await openContent(page, 'cq-empresariamento', '/contato');
    await expectHeading(page, 'Contato');
    await expect(page.getByTestId('scouting-link')).toHaveAttribute('href', '/seletiva');
    await expect(page.getByRole('link', { name: 'Abrir no mapa' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
    const featured = page.locator('[data-testid="staff-member"][data-featured="true"]');
    expect(await featured.count()).toBeLessThanOrEqual(2);
    await expect(page.getByTestId('staff-member').first().locator('a[href^="mailto:"]')).toBeVisible();
    await expect(page.getByTestId('contact-message-form')).toBeVisible();
    // The phone calls the number it shows; the WhatsApp chat is its own row, named, with its own number.
    const phone = page.locator('li[data-kind="phone"]');
    await expect(phone).toContainText('Telefone');
    const shown = (await phone.locator('a').textContent())!;
    await expect(phone.locator('a')).toHaveAttribute('href', `tel:+${shown.replace(/\D/g, '')}`);
    const whatsapp = page.locator('li[data-kind="whatsapp"]');
    await expect(whatsapp).toContainText('WhatsApp');
    const chatNumber = (await whatsapp.locator('a').textContent())!;
    await expect(whatsapp.locator('a')).toHaveAttribute('href', `https://wa.me/${chatNumber.replace(/\D/g, '')}`);
    // No map iframe until asked for; the placeholder says what it is and draws no street plan.
    await expect(page.locator('iframe')).toHaveCount(0);
    const placeholder = page.getByTestId('map-placeholder');
    await expect(placeholder).toContainText('O mapa interativo (Google Maps) é carregado aqui só quando você pedir.');
    await expect(placeholder.getByRole('button', { name: 'Mostrar o mapa' })).toBeVisible();
    await expect(placeholder.locator('svg')).toHaveCount(1); // the pin icon, no drawn streets
    await expect(placeholder.locator('svg rect')).toHaveCount(0);
    await expect(page.getByTestId('contact-map').locator('address')).toBeVisible();
    await checkPageType(page, 'contact');
    // Offline, asking for the map draws no broken frame: it says why, the address and its link stay.
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Mostrar o mapa' }).click();
    await expect(page.getByTestId('contact-map').locator('iframe')).toHaveCount(0);
    await expect(placeholder.getByRole('status')).toHaveText(/^Sem conexão, o mapa não pode ser carregado agora/);
    await expect(page.getByTestId('contact-map').locator('address')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Abrir no mapa' })).toBeVisible();
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Mostrar o mapa' }).click();
    await expect(page.getByTestId('contact-map').locator('iframe')).toHaveAttribute('src', /z=15/);

    await openContent(page, 'cq-empresariamento', '/en/contato');
    await expect(page.getByTestId('scouting-link')).toHaveAttribute('href', '/en/seletiva');

    await openContent(page, 'digital', '/contato');
    await expect(page.getByTestId('scouting-link')).toHaveAttribute(
      'href',
      `${brandOrigin('cq-empresariamento')}/seletiva`,
    );
    await openContent(page, 'jabuticaba', '/contato');
    await expect(page.getByTestId('scouting-link')).toHaveAttribute(
      'href',
      `${brandOrigin('cq-empresariamento')}/seletiva`,
    );
  });
});

test.describe('branch roots', () => {
  test('redirect to the brand site, or show this brand home', async ({ page }) => {
    await openContent(page, 'cq-empresariamento', '/cq-music');
    expect(page.url()).toBe(`${brandOrigin('music')}/`);
    await openContent(page, 'music', '/cq-cultural');
    expect(page.url()).toBe(`${brandOrigin('cultural')}/`);
    await openContent(page, 'cultural', '/en/digital');
    expect(page.url()).toBe(`${brandOrigin('digital')}/en`);

    await openContent(page, 'music', '/cq-music');
    await expect(page.getByTestId('post-list')).toHaveAttribute('data-kind', 'EVENT');
    await openContent(page, 'cq-empresariamento', '/cq-music/encontro-de-violas');
    expect(page.url()).toBe(`${brandOrigin('music')}/cq-music/encontro-de-violas`);
    await expectHeading(page, 'Encontro de Violas');
  });
});

/** The media path of the first publication's cover, as the server renders it (the optimizer's `url`). */
async function firstCoverPath(page: Page, url: string): Promise<string> {
  const html = await (await page.request.get(url)).text();
  const preview = html.slice(html.indexOf('data-testid="publications-preview"'));
  const src = /<img[^>]* src="([^"]+)"/.exec(preview)?.[1] ?? '';
  const path = /url=([^&]+)/.exec(src.replaceAll('&amp;', '&'))?.[1];
  if (!path) throw new Error(`no cover in the publications preview: ${src}`);
  return decodeURIComponent(path);
}
