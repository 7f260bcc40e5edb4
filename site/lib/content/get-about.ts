import 'server-only';
import { graphql } from '@/lib/gql';
import { queryGateway } from '@/lib/gateway/server-client';
import { panelTextLang } from '@/i18n/panel-language';
import type { AppLocale } from '@/i18n/routing';
import type { BrandKey } from '@agency/schema/brands';

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
export async function getAboutPage(brand: BrandKey, locale: AppLocale) {
  const data = await queryGateway(AboutPageQuery, { brand, locale }, { fresh: true });
  if (data.content || locale === 'pt') return { ...data, contentLang: undefined };
  const fallback = await queryGateway(AboutFallbackQuery, { brand }, { fresh: true });
  // The Portuguese text on a page in another language says so (lang) to the browser.
  return { ...data, content: fallback.content, contentLang: panelTextLang(locale) };
}

export type AboutPageData = Awaited<ReturnType<typeof getAboutPage>>;
