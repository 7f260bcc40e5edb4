import type { Page } from '@playwright/test';
import { expect, failedLoad, test } from './support/test';
import { captureBothWidths } from './support/screenshots';
import { brandOrigin } from './support/stack';
import { cards, expectAccessible, firstProfilePath, gotoList } from './talents-helpers';

const main = brandOrigin('cq-empresariamento');

/** Opens the first journalist's profile from the list, as a visitor would, and waits for it to be interactive. */
async function openFirstProfile(page: Page): Promise<string> {
  await gotoList(page, `${main}/jornalistas`);
  const path = await firstProfilePath(page);
  await cards(page).first().click();
  await expect(page).toHaveURL(`${main}${path}`);
  await expect(page.getByTestId('talent-profile')).toBeVisible();
  await expect(navBack(page)).toBeVisible();
  return path;
}

// The bar renders its buttons for desktop and phone layouts; use the one shown.
const navBack = (page: Page) => page.locator('[data-talent-back]').filter({ visible: true });
const navDetails = (page: Page) => page.locator('[data-talent-details]').filter({ visible: true });
const gallery = (page: Page) => page.getByTestId('book-gallery');
const panel = (page: Page) => page.getByTestId('talent-details');

test.describe('talent profile', () => {
  test('shows name, socials with compact followers, measures and the three slots', async ({ page }) => {
    const path = await openFirstProfile(page);
    expect(path).toMatch(/^\/jornalistas\/\d+\/[a-z0-9-]+$/);
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    expect(name?.length).toBeGreaterThan(3);
    await expect(page.getByTestId('measures-table').locator('tr').first()).toContainText('Altura');
    const followers = page.getByText(/seguidores/).first();
    if ((await followers.count()) > 0) await expect(followers).toHaveText(/^[\d,]+(\s(mil|mi))? seguidores$/);
    await expectAccessible(page);
    await captureBothWidths(page, 'talents-profile');
  });

  test('the video slot is a play button until asked: then the player plays in its place, focused', async ({ page }) => {
    // An influencer with a hosted file (the sandbox's clip): no native player on the page before play,
    // since its controls are a tree that the first layout and paint would pay for.
    await page.goto(`${brandOrigin('digital')}/influencers/30030/agata-araujo`);
    const play = page.getByRole('button', { name: 'Vídeo de Ágata Araújo' });
    await expect(play).toBeVisible();
    await expect(page.locator('video, iframe')).toHaveCount(0);
    await play.click();
    const player = page.locator('video');
    await expect(player).toBeFocused();
    await expect(player).toHaveAttribute('controls', '');
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    await expect(page.getByRole('button', { name: 'Vídeo de Ágata Araújo' })).toHaveCount(0);
  });

  test('a YouTube slot loads no player until asked: then its player takes the focus', async ({ page }) => {
    // The player's host answers with an empty page here (the machine reaches no video platform).
    for (const host of ['www.youtube-nocookie.com', 'www.youtube.com']) {
      await page.route(`https://${host}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
      );
    }
    await page.goto(`${main}/artistas-exclusivos/10051/amelie-monteiro`);
    const play = page.getByRole('button', { name: /^Vídeo de Amélie Monteiro/ });
    await expect(play).toContainText('YouTube');
    await expect(page.locator('video, iframe')).toHaveCount(0);
    await play.click();
    const player = page.locator('iframe');
    await expect(player).toHaveAttribute('src', /youtube/);
    await expect(player).toBeFocused();
  });

  test('the gallery expands after 280 px of scroll', async ({ page }) => {
    await openFirstProfile(page);
    await expect(gallery(page)).toHaveAttribute('data-expanded', 'false');
    await page.mouse.wheel(0, 320);
    await expect(gallery(page)).toHaveAttribute('data-expanded', 'true');
    // Row-based layout keeps reading order: tiles go left to right, top to bottom.
    const tiles = gallery(page).getByRole('button');
    await expect.poll(() => tiles.count()).toBeGreaterThan(3);
    const boxes = await tiles.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect()).map((r) => [r.top, r.left]),
    );
    for (let i = 1; i < boxes.length; i++) {
      const [top, left] = boxes[i] as [number, number];
      const [prevTop, prevLeft] = boxes[i - 1] as [number, number];
      expect(top > prevTop + 1 || (Math.abs(top - prevTop) <= 1 && left > prevLeft)).toBe(true);
    }
  });

  test('details panel: bio, languages with flags, career; back closes it first, then returns to the list', async ({
    page,
  }) => {
    await openFirstProfile(page);
    await expect(panel(page)).toBeHidden();
    await navDetails(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: 'Biografia' })).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: 'Carreira' })).toBeVisible();
    // Entries with and without a picture (the demo's careers alternate) start their texts on one line.
    const career = panel(page).locator('ol[data-pictured]');
    expect(await career.locator('li > img').count()).toBeGreaterThan(0);
    expect(await career.locator('li:not(:has(> img))').count()).toBeGreaterThan(0);
    const starts = await career
      .locator('li h4')
      .evaluateAll((titles) => [...new Set(titles.map((h) => Math.round(h.getBoundingClientRect().left)))]);
    expect(starts).toHaveLength(1);
    await expect(panel(page).locator('svg[data-flag]').first()).toBeVisible();
    // The gallery stays collapsed while the panel is open, even past the scroll offset.
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    await expect(gallery(page)).toHaveAttribute('data-expanded', 'false');
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await captureBothWidths(page, 'talents-profile-details');

    const url = page.url();
    await navBack(page).click();
    await expect(panel(page)).toBeHidden();
    await expect(page).toHaveURL(url);
    await navBack(page).click();
    await expect(page).toHaveURL(`${main}/jornalistas`);
  });

  test('Esc closes the panel and focus returns to the control that opened it', async ({ page }) => {
    await openFirstProfile(page);
    const button = page.getByTestId('profile-details-button');
    await button.click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('heading', { level: 2 })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('previous and next go to the neighbouring talents of the list', async ({ page }) => {
    const path = await openFirstProfile(page);
    const next = page.getByTestId('talent-next');
    const nextHref = await next.getAttribute('href');
    expect(nextHref).toMatch(/^\/jornalistas\/\d+\//);
    await next.click();
    await expect(page).toHaveURL(`${main}${nextHref}`);
    await expect(page.getByTestId('talent-previous')).toHaveAttribute('href', path);
    await page.getByTestId('talent-previous').click();
    await expect(page).toHaveURL(`${main}${path}`);
  });

  test('the book viewer: counter, arrow keys, Esc and focus back on the photo', async ({ page }) => {
    await openFirstProfile(page);
    const cover = page.getByRole('button', { name: /^Ampliar foto 1 de \d+$/ });
    await cover.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^01 \/ \d{2}$/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(/^02 \/ \d{2}$/)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(/^01 \/ \d{2}$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cover).toBeFocused();
  });

  test('the gallery flip: from 1024 px a photo slot turns to the next gallery photo after a second of hover', async ({
    page,
    browser,
    watchPage,
  }) => {
    // The first journalist whose gallery has a photo left over for a slot's back.
    await gotoList(page, `${main}/jornalistas`);
    const paths = await cards(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    let flipper = page.locator('[data-flipper]').first();
    for (const path of paths) {
      await page.goto(`${main}${path}`);
      flipper = page.locator('[data-flipper]').first();
      if ((await flipper.count()) > 0) break;
    }
    await expect(flipper).toHaveCount(1);
    const slot = flipper.locator('xpath=..');
    const back = flipper.locator('[data-slot-back]');
    const turn = () => flipper.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m11);
    expect(await turn()).toBe(1);

    await slot.hover();
    await expect.poll(turn).toBeLessThan(-0.99);
    const timing = await flipper.evaluate((el) => [
      getComputedStyle(el).transitionDelay,
      getComputedStyle(el).transitionDuration,
    ]);
    expect(timing).toEqual(['1s', '0.7s']);
    // Clicking opens the viewer on the photo in view: the back's.
    const background = await back.evaluate((el) => getComputedStyle(el).backgroundImage);
    const backSources = [...background.matchAll(/url\("([^"]+)"\)/g)].map((match) => new URL(match[1]!, main).href);
    expect(backSources.length).toBeGreaterThan(0);
    // The back's photo at a width: from the site's optimizer (`/_next/image?url=<photo>`) or, for
    // talent media, the CDN's rendition (`…/image/upload/w_640,q_auto,f_auto/<id>`) of the photo.
    const backRendition = new URL(backSources[0]!);
    const backUrl =
      backRendition.searchParams.get('url') ??
      backRendition.href.replace(/\/image\/upload\/[a-z]{1,2}_[a-z0-9]+(?:,[a-z]{1,2}_[a-z0-9]+)*\//, '/image/upload/');
    await slot.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.yarl__slide_current img')).toHaveAttribute('src', backUrl!);
    await page.keyboard.press('Escape');

    // Leaving turns it back.
    await page.mouse.move(0, 0);
    await expect.poll(turn).toBe(1);
    // On a phone it never turns, and its back photo is never loaded.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const phonePage = await phone.newPage();
    watchPage(phonePage);
    await phonePage.goto(page.url());
    const phoneBack = phonePage.locator('[data-slot-back]').first();
    await expect(phoneBack).toBeHidden();
    await phoneBack.evaluate((el) => el.parentElement?.scrollIntoView());
    await phonePage.waitForLoadState('networkidle');
    expect(await phoneBack.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
    const loaded = await phonePage.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loaded.filter((name) => backSources.includes(name))).toEqual([]);
    await phone.close();
  });

  test('measures switch to imperial and the choice is remembered', async ({ page }) => {
    await openFirstProfile(page);
    const height = page.getByTestId('measures-table').locator('td[data-measure="height"]');
    await expect(height).toHaveText(/^\d{3}cm$/);
    await page.getByRole('button', { name: 'pés/pol' }).click();
    await expect(height).toHaveText(/^\d'\d{1,2}"$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'pés/pol' })).toHaveAttribute('aria-pressed', 'true');
    await expect(height).toHaveText(/^\d'\d{1,2}"$/);
    expect(await page.evaluate(() => localStorage.getItem('measure-units'))).toBe('imperial');
    await page.getByRole('button', { name: 'cm', exact: true }).click();
    await expect(height).toHaveText(/^\d{3}cm$/);
  });

  test('each profile has its own title, description, OpenGraph cover and Person JSON-LD', async ({ page }) => {
    const path = await openFirstProfile(page);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await expect(page).toHaveTitle(new RegExp(name));
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toContain('/cover');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Person', name });
    expect(jsonLd.url).toContain(path.replace('/jornalistas', ''));
    // A stale name in the URL redirects to the current one.
    await page.goto(`${main}${path.replace(/[^/]+$/, 'old-name')}`);
    await expect(page).toHaveURL(`${main}${path}`);
  });

  test('a profile under a category that does not list it answers 308 to a list that does, in its language', async ({
    page,
    request,
  }) => {
    await gotoList(page, `${main}/jornalistas`);
    const path = await firstProfilePath(page);
    const [, id, slug] = /^\/jornalistas\/(\d+)\/([^/?]+)$/.exec(path) ?? [];
    expect(id).toBeTruthy();
    for (const prefix of ['', '/en']) {
      const wrong = await request.get(`${main}${prefix}/moda/${id}/${slug}`, { maxRedirects: 0 });
      expect(wrong.status()).toBe(308);
      // Exactly one Location (a page's redirect reached Node with it twice).
      const locations = wrong.headersArray().filter((h) => h.name.toLowerCase() === 'location');
      expect(locations).toHaveLength(1);
      const location = new URL(locations[0]!.value, main);
      expect(location.pathname).toMatch(new RegExp(`^${prefix}/(?!moda/)[a-z_-]+/${id}/${slug}$`));
      await page.goto(location.href);
      await expect(page.getByTestId('talent-profile')).toBeVisible();
      await expect(page.getByTestId('talent-next')).toHaveAttribute('href', /\/\d+\//);
    }
    // A campaign link keeps its tags through the redirect.
    const tagged = await request.get(`${main}/en/moda/${id}/${slug}?utm_source=newsletter&utm_medium=email`, {
      maxRedirects: 0,
    });
    expect(tagged.status()).toBe(308);
    expect(new URL(tagged.headers()['location']!, main).search).toBe('?utm_source=newsletter&utm_medium=email');
    // Where the category lists the talent, the profile stays.
    expect((await request.get(`${main}${path}`, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('unknown talents and single segments under a category are 404s', async ({ page, expectConsoleError }) => {
    // The three 404s this test asks for.
    for (const path of ['/999999/ninguem', '/jornalistas/999999/ninguem', '/influencers/1/x']) {
      expectConsoleError(failedLoad(404, `${main}${path}`));
    }
    expect((await page.goto(`${main}/999999/ninguem`))?.status()).toBe(404);
    expect((await page.goto(`${main}/jornalistas/999999/ninguem`))?.status()).toBe(404);
    expect((await page.goto(`${main}/influencers/1/x`))?.status()).toBe(404);
  });

  test('the sitemap lists the brand’s lists and profiles, per brand', async ({ request }) => {
    const mainXml = await (await request.get(`${main}/sitemap.xml`)).text();
    expect(mainXml).toContain(`<loc>${main}/jornalistas</loc>`);
    expect(mainXml).toContain(`<loc>${main}/en/jornalistas</loc>`);
    expect(mainXml).toMatch(new RegExp(`<loc>${main}/\\d+/[a-z0-9-]+</loc>`));
    expect(mainXml).not.toContain('hidden-fixture');
    const digital = brandOrigin('digital');
    const digitalXml = await (await request.get(`${digital}/sitemap.xml`)).text();
    expect(digitalXml).toContain(`<loc>${digital}/influencers</loc>`);
    expect(digitalXml).not.toContain('/jornalistas');
  });
});
