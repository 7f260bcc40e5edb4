import 'server-only';
import { graphql } from '@/lib/gql';
import { queryGateway } from '@/lib/gateway/server-client';
import { toGraphBrand } from '@/lib/brand/keys';
import { localeEnumOf } from '@agency/schema/locales';
import { panelTextLang } from '@/i18n/panel-language';

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
  if (data.content || locale === 'pt') return { ...data, contentLang: undefined };
  const fallback = await queryGateway(AboutFallbackQuery, { brand: toGraphBrand(brand) }, { fresh: true });
  // The Portuguese text on a page in another language says so (lang) to the browser.
  return { ...data, content: fallback.content, contentLang: panelTextLang(locale) };
}

export type AboutPageData = Awaited<ReturnType<typeof getAboutPage>>;
