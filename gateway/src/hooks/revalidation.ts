import type { Logger } from 'pino';
import { BRANDS, brandByKey, brandDomains } from '@agency/schema/brands';
import { revalidationTags } from '@agency/schema/site-cache';
import type { InvalidationMatch } from '../store/types';
import { createRateLimiter, type RateLimiter } from '../security/rate-limit';
import { createSiteAnnouncer, type SiteAnnouncer } from './site-announcer';

/** Calls with a wrong or missing secret a minute, gateway-wide: past it they are refused with 429 (REVALIDATE_RATE_LIMIT_PER_MINUTE counts the right ones). */
export const REFUSED_HOOKS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/** What the hook answers besides the store's count: who heard it, and what a CDN in front should purge. */
export interface RevalidationOutcome {
  /** The site cache tags revalidated on every replica. */
  tags: string[];
  /** Site replicas that heard the announcement (null: no Redis, or it could not be reached). */
  sites: number | null;
  /** For a CDN in front: purge these cache tags (the pages' Cache-Tag header) or, by host, these hosts. */
  purge: { tags: string[]; hosts: string[] };
}

/** A brand's hosts as a CDN knows them: each domain with and without www (the front answers both), no port. */
export function purgeHosts(domains: readonly string[]): string[] {
  const hosts = domains.map((domain) => domain.replace(/:\d+$/, ''));
  const withWww = hosts.flatMap((host) =>
    host.startsWith('www.') || host.endsWith('localhost') ? [host] : [host, `www.${host}`],
  );
  return [...new Set(withWww)];
}

export interface RevalidationHook {
  /** 0 when a call may go on, else the seconds it must wait (429). Wrong secrets have their own, smaller budget. */
  admit(authorized: boolean): Promise<number>;
  /** Announces the match to the sites (after the store is invalidated) and says what a CDN should purge. */
  announce(match: InvalidationMatch): Promise<RevalidationOutcome>;
  close(): Promise<void>;
}

/**
 * The revalidate hook's rules beyond the store: a rate limit (shared through Redis by every
 * gateway when REDIS_URL is set; it fails open, the secret still guards), the announcement to the
 * site replicas (Redis pub/sub; without Redis the sites keep their own freshness), and the purge
 * a CDN in front needs.
 */
export function createRevalidationHook(
  settings: { redisUrl: string | null; perMinute: number; env: Record<string, string | undefined> },
  logger: Logger,
): RevalidationHook {
  const limiter: RateLimiter | null =
    settings.perMinute > 0
      ? createRateLimiter(settings.redisUrl, {
          prefix: 'hooks:rate:',
          whenUnavailable: 'allow',
          onError: (error) => logger.warn({ err: error }, 'revalidate hook limit: Redis unavailable'),
        })
      : null;
  const announcer: SiteAnnouncer | null = settings.redisUrl ? createSiteAnnouncer(settings.redisUrl, logger) : null;
  return {
    async admit(authorized) {
      if (!limiter) return 0;
      const decision = await limiter.consume(authorized ? 'accepted' : 'refused', {
        limit: authorized ? settings.perMinute : REFUSED_HOOKS_PER_MINUTE,
        windowMs: MINUTE_MS,
      });
      return decision.allowed ? 0 : 'retryAfterSeconds' in decision ? decision.retryAfterSeconds : 1;
    },
    async announce(match) {
      const tags = revalidationTags(match);
      const sites = announcer ? await announcer.announce(tags) : null;
      const brands = match.brand ? [brandByKey(match.brand)] : BRANDS;
      const hosts = brands.flatMap((brand) => purgeHosts(brandDomains(brand, settings.env)));
      return { tags, sites, purge: { tags, hosts } };
    },
    async close() {
      await Promise.all([limiter?.close(), announcer?.close()]);
    },
  };
}
