import 'server-only';
import { cache } from 'react';
import { brandByKey, brandDomains, type BrandKey } from '@agency/schema/brands';
import { queryGateway } from '@/lib/gateway/server-client';
import { HomeContentQuery, ShellQuery } from './documents';
import { siteConfig } from '../config';
import type { AppLocale } from '@/i18n/routing';

/**
 * The shell's data for a brand in a language, shared by the layout, the home page and
 * metadata within one render (React cache) and across renders by Next's data
 * cache. Links are computed for the brand's canonical host; the browser
 * refines them for the host it is on.
 */
export const getShell = cache(async (brand: BrandKey, locale: AppLocale) =>
  queryGateway(ShellQuery, {
    brand: brand,
    host: brandDomains(brandByKey(brand), siteConfig.env)[0] ?? 'localhost',
    locale: locale,
  }),
);

export const getHomeContent = cache(async (brand: BrandKey) =>
  queryGateway(HomeContentQuery, { brand }).then((d) => d.home),
);
