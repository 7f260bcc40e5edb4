import { BRANDS, MAIN_BRAND, brandByKey } from '@agency/schema/brands';
import type { Logger } from 'pino';
import type { ContentDeps } from '../context';
import { FIXED_LINKS } from '../modules/brands/fixed-links';
import { menuNeedsShows } from '../modules/brands/mappers';
import { loadPostList } from '../modules/posts/provider';
import { loadContactInfos, loadHome, loadSocialMedias } from '../modules/site/provider';

/**
 * Fills the store with what every page's shell reads (footer contacts and socials, home content,
 * the cultural shows menu) right after start, so the first visitor of each brand does not wait
 * for several back-end calls. Runs in the background; failures only leave those entries cold.
 */
export async function warmShellContent(deps: ContentDeps, logger?: Pick<Logger, 'info' | 'warn'>): Promise<void> {
  const started = Date.now();
  const loads: Promise<unknown>[] = [];
  for (const brand of BRANDS) {
    loads.push(loadHome(deps, brand));
    if (!FIXED_LINKS[brand.key]) loads.push(loadSocialMedias(deps, brand));
    if (brand.key === MAIN_BRAND.key) loads.push(loadContactInfos(deps, brand));
    if (menuNeedsShows(brand)) loads.push(loadPostList(deps, brandByKey('cultural'), 'SHOW', 'pt', null));
  }
  const results = await Promise.allSettled(loads);
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0) logger?.warn({ failed, total: loads.length }, 'store warm-up incomplete');
  else logger?.info({ entries: loads.length, ms: Date.now() - started }, 'store warmed up');
}
