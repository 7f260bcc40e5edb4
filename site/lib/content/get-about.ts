import 'server-only';
import { graphql } from '@/lib/gql';
import { queryGateway } from '@/lib/gateway/server-client';
import { toGraphBrand } from '@/lib/brand/keys';
import { localeEnumOf } from '@agency/schema/locales';

const AboutPageQuery = graphql(`
  query AboutPage($brand: BrandKey!, $locale: Locale) {
    content(brand: $brand, type: "about_us", locale: $locale) {
      title
      html
    }
    brandLogos(brand: $brand) {
      url
      width
      height
      alt
    }
    socialLinks(brand: $brand) {
      network
      label
      url
    }
  }
`);

const AboutFallbackQuery = graphql(`
  query AboutPageFallback($brand: BrandKey!) {
    content(brand: $brand, type: "about_us", locale: PT) {
      title
      html
    }
  }
`);

/** The about page: about_us in the current language (Portuguese when missing), partner logos and social links. */
export async function getAboutPage(brand: string, locale: string) {
  const data = await queryGateway(
    AboutPageQuery,
    { brand: toGraphBrand(brand), locale: localeEnumOf(locale) },
    { fresh: true },
  );
  if (data.content || locale === 'pt') return data;
  const fallback = await queryGateway(AboutFallbackQuery, { brand: toGraphBrand(brand) }, { fresh: true });
  return { ...data, content: fallback.content };
}

export type AboutPageData = Awaited<ReturnType<typeof getAboutPage>>;
