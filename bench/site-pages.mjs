// The site pages the bench measures (home, a talent list, a profile, an event)
// and their warm-up: each is requested until Next has rendered and cached it.
import { gql } from './queries.mjs';
import { urls } from './stack.mjs';

/** URLs of the four pages; the profile and the event are the ones the gateway mix opens. */
export async function sitePages(mix) {
  const profileQuery = mix.find((q) => q.name === 'TalentProfile');
  const postQuery = mix.find((q) => q.name === 'PostDetail');
  const { talent } = await gql(urls.gateway, profileQuery);
  const { post } = await gql(urls.gateway, postQuery);
  if (!talent?.path || !post?.path) throw new Error('the profile or the event has no path');
  return [
    { key: 'home', label: 'home (cq-empresariamento)', url: `${urls.site(0)}/` },
    { key: 'list', label: 'talent list /atrizes_atores', url: `${urls.site(0)}/atrizes_atores` },
    { key: 'profile', label: `profile ${talent.path}`, url: `${urls.site(0)}${talent.path}` },
    { key: 'event', label: `event (music) ${post.path}`, url: `${urls.site(3)}${post.path}` },
  ];
}

const HTML_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

/**
 * Requests a page until it answers 200 twice (the first render fills Next's
 * cache); returns how the last answer was served (x-nextjs-cache, cache-control).
 */
export async function warmPage(page) {
  let last;
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await fetch(page.url, { headers: HTML_HEADERS, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page.url} answered ${response.status}`);
    last = {
      nextCache: response.headers.get('x-nextjs-cache') ?? '-',
      cacheControl: response.headers.get('cache-control') ?? '-',
    };
    if (attempt >= 1 && last.nextCache === 'HIT') break;
  }
  return last;
}

/**
 * Image URLs (w <= maxWidth) a page's HTML refers to, decoded: the site optimizer's
 * (`/_next/image?…&w=640`) and the talent media CDN's renditions (`…/image/upload/w_640,…/…`).
 */
export function imageUrls(html, base, maxWidth = 828) {
  const found = new Set();
  for (const match of html.matchAll(/\/_next\/image\?[^\s"',]+/g)) {
    const path = match[0].replace(/&amp;/g, '&');
    const width = Number(new URLSearchParams(path.split('?')[1]).get('w'));
    if (width && width <= maxWidth) found.add(new URL(path, base).href);
  }
  for (const match of html.matchAll(/https?:\/\/[^\s"',]+\/image\/upload\/w_(\d+),[^\s"']+/g)) {
    if (Number(match[1]) <= maxWidth) found.add(match[0].replace(/&amp;/g, '&'));
  }
  return [...found];
}

/**
 * Fetches the page's optimized images at phone widths (as Chromium asks for
 * them: AVIF accepted) so Lighthouse measures a warm image cache, as a page
 * visited before would have. Bounded by budgetMs; returns how many it warmed.
 */
export async function warmImages(page, budgetMs = 20_000) {
  const html = await (await fetch(page.url, { headers: HTML_HEADERS })).text();
  const queue = imageUrls(html, page.url);
  const deadline = Date.now() + budgetMs;
  let warmed = 0;
  const worker = async () => {
    while (queue.length && Date.now() < deadline) {
      const url = queue.shift();
      try {
        const response = await fetch(url, {
          headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
          signal: AbortSignal.timeout(Math.max(1000, deadline - Date.now())),
        });
        await response.arrayBuffer();
        if (response.ok) warmed += 1;
      } catch {
        // Out of budget or refused: Lighthouse will draw it itself.
      }
    }
  };
  const total = queue.length;
  await Promise.all([worker(), worker()]);
  return { warmed, total };
}
