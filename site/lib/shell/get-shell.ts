import 'server-only';
import { cache } from 'react';
import { brandByKey, brandDomains, type BrandKey } from '@agency/schema/brands';
import { localeEnumOf } from '@agency/schema/locales';
import { toGraphBrand } from '@/lib/brand/keys';
import { queryGateway } from '@/lib/gateway/server-client';
import { HomeContentQuery, ShellQuery } from './documents';
import { siteConfig } from '../config';

/**
 * The shell's data for a brand in a language, shared by the layout, the home page and
 * metadata within one render (React cache) and across renders by Next's data
 * cache. Links are computed for the brand's canonical host; the browser
 * refines them for the host it is on.
 */
export const getShell = cache(async (brand: BrandKey, locale: string) =>
  queryGateway(ShellQuery, {
    brand: toGraphBrand(brand),
    host: brandDomains(brandByKey(brand), siteConfig.env)[0] ?? 'localhost',
    locale: localeEnumOf(locale),
  }),
);

export const getHomeContent = cache(async (brand: BrandKey) =>
  queryGateway(HomeContentQuery, { brand: toGraphBrand(brand) }).then((d) => d.home),
);
