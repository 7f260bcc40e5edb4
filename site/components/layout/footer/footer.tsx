import { getTranslations } from 'next-intl/server';
import type { BrandLogo as BrandLogoDrawing } from '@agency/schema/brands';
import { SHELL } from '@/lib/shell/constants';
import type { ShellBrand } from '@/components/layout/navbar/types';
import { FooterView } from './footer-view';

interface Props {
  brand: Pick<ShellBrand, 'key' | 'name' | 'footerLinks' | 'footerContact'>;
  /** The brand's wordmark (the brand table's logo). */
  logo: BrandLogoDrawing;
  /** The group's main site, credited in the 'Powered by' line. */
  credit: { name: string; url: string };
}

/**
 * The footer: social icons (the gateway sends only links with a
 * URL, and the fixed pairs of digital and jabuticaba), the main brand's
 * e-mail and phone, the 2024 copyright and the 'Powered by' credit.
 * Its words are decided here; FooterView draws them.
 */
export async function Footer({ brand, logo, credit }: Props) {
  const t = await getTranslations('common');
  const socialLabel = (network: string, fallback: string) => {
    const key = `social.${network}` as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : fallback;
  };
  const links = brand.footerLinks
    .filter((link) => link.url.trim() !== '')
    .map((link) => ({ network: link.network, url: link.url, label: socialLabel(link.network, link.label) }));

  return (
    <FooterView
      brandName={brand.name}
      logo={logo}
      copyright={t('footer.copyright', { year: SHELL.copyrightYear, brand: brand.name })}
      social={{ label: t('footer.social', { brand: brand.name }), links }}
      contact={{ email: brand.footerContact?.email || null, phone: brand.footerContact?.phone || null }}
      poweredBy={t('footer.poweredBy')}
      credit={credit}
    />
  );
}
