import { brandDomains, brandSiteUrl } from '@agency/schema/brands';
import type { BrandContent, BrandResolvers } from '../../../generated/resolvers-types';
import { hostArgument } from '../../shared/arguments';
import { DEFAULT_LOCALE } from '@agency/schema/locales';
import { buildMenu } from '../mappers';
import { loadMenuShows } from '../menu-shows';

/** The brand table's fields of Brand; the site module adds the footer's (`extend type Brand`). */
export const Brand: BrandResolvers = {
  code: (brand) => brand.key,
  content: (brand) => brand.content.toUpperCase() as BrandContent,
  domains: (brand, _args, ctx) => brandDomains(brand, ctx.config.env),
  siteUrl: (brand, args, ctx) => brandSiteUrl(brand, hostArgument(args.currentHost), ctx.config.env),
  menu: async (brand, args, ctx) => {
    const shows = await loadMenuShows(ctx, brand, args.locale ?? DEFAULT_LOCALE);
    return buildMenu(brand, shows, ctx.config.env);
  },
  highlightCategories: (brand) => brand.highlightCategories.map((slug) => ({ slug, path: `/destaques/${slug}` })),
  talentCategories: (brand) =>
    brand.talentCategories.map((c) => ({ slug: c.slug, key: c.key, albumIds: [...c.albumIds], path: `/${c.slug}` })),
};
