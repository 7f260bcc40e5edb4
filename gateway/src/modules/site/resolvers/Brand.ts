import { MAIN_BRAND } from '@agency/schema/brands';
import type { BrandResolvers } from '../../../generated/resolvers-types';
import { mainFooterLinks, toContactInfo, toSocialLinks } from '../mappers';
import { loadContactInfos, loadSocialMedias } from '../provider';

/** The footer's fields of Brand, which this module owns (`extend type Brand` in site.graphql). */
export const Brand: BrandResolvers = {
  footerLinks: async (brand, _args, ctx) => {
    const fixed = brand.fixedContact;
    if (fixed) return fixed.socials.map((s) => ({ ...s }));
    if (brand.key !== MAIN_BRAND.key) return toSocialLinks(await loadSocialMedias(ctx, brand));
    const [medias, info] = await Promise.all([loadSocialMedias(ctx, brand), loadContactInfos(ctx, brand)]);
    return mainFooterLinks(medias, info);
  },
  footerContact: async (brand, _args, ctx) =>
    brand.key === MAIN_BRAND.key ? toContactInfo(await loadContactInfos(ctx, brand)) : null,
};
