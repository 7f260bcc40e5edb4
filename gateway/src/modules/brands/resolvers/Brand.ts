import { brandByKey, brandDomains, brandSiteUrl, MAIN_BRAND } from '@agency/schema/brands';
import type { BrandContent, BrandResolvers } from '../../../generated/resolvers-types';
import { loadPostList } from '../../posts/provider';
import { hostArgument } from '../../shared/arguments';
import { brandEnumOf, langOf } from '../../shared/enums';
import { FIXED_LINKS } from '../fixed-links';
import { mainFooterLinks, toContactInfo, toSocialLinks } from '../../site/mappers';
import { loadContactInfos, loadSocialMedias } from '../../site/provider';
import { buildMenu, menuNeedsShows } from '../mappers';

export const Brand: BrandResolvers = {
  code: (brand) => brandEnumOf(brand.key),
  content: (brand) => brand.content.toUpperCase() as BrandContent,
  domains: (brand, _args, ctx) => brandDomains(brand, ctx.config.env),
  siteUrl: (brand, args, ctx) => brandSiteUrl(brand, hostArgument(args.currentHost), ctx.config.env),
  menu: async (brand, args, ctx) => {
    // The cultural 'shows' dropdown lists the shows (id + title) of the cultural panel in the page's
    // language: each language version of a show is its own post, so Portuguese ids 404 in English.
    const lang = langOf(args.locale);
    const shows = menuNeedsShows(brand) ? await loadPostList(ctx, brandByKey('cultural'), 'SHOW', lang, null) : [];
    return buildMenu(
      brand,
      shows.map(({ card }) => ({ id: card.id, title: card.title })),
      ctx.config.env,
    );
  },
  highlightCategories: (brand) => brand.highlightCategories.map((slug) => ({ slug, path: `/destaques/${slug}` })),
  talentCategories: (brand) =>
    brand.talentCategories.map((c) => ({ slug: c.slug, key: c.key, albumIds: [...c.albumIds], path: `/${c.slug}` })),
  footerLinks: async (brand, _args, ctx) => {
    const fixed = FIXED_LINKS[brand.key];
    if (fixed) return fixed.socials.map((s) => ({ ...s }));
    if (brand.key !== MAIN_BRAND.key) return toSocialLinks(await loadSocialMedias(ctx, brand));
    const [medias, info] = await Promise.all([loadSocialMedias(ctx, brand), loadContactInfos(ctx, brand)]);
    return mainFooterLinks(medias, info);
  },
  footerContact: async (brand, _args, ctx) =>
    brand.key === MAIN_BRAND.key ? toContactInfo(await loadContactInfos(ctx, brand)) : null,
};
