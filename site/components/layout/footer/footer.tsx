import { getTranslations } from 'next-intl/server';
import type { BrandLogo as BrandLogoDrawing } from '@agency/schema/brands';
import { BrandLogo } from '@/components/layout/logo/brand-logo';
import { Icon, isIconName } from '@/components/ui/icons';
import { SHELL } from '@/lib/shell/constants';
import type { ShellBrand } from '@/components/layout/navbar/types';
import styles from './footer.module.css';

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
 */
export async function Footer({ brand, logo, credit }: Props) {
  const t = await getTranslations('common');
  const links = brand.footerLinks.filter((l) => l.url.trim() !== '');
  const contact = brand.footerContact;
  const socialLabel = (network: string, fallback: string) => {
    const key = `social.${network}` as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : fallback;
  };

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <BrandLogo logo={logo} name={brand.name} className={styles.logo} />
          <p className={styles.copyright}>{t('footer.copyright', { year: SHELL.copyrightYear, brand: brand.name })}</p>
        </div>
        {links.length > 0 ? (
          <ul className={styles.social} aria-label={t('footer.social', { brand: brand.name })}>
            {links.map((link) => (
              <li key={link.network + link.url}>
                <a
                  href={link.url}
                  className={styles.socialLink}
                  {...(/^(mailto|tel):/.test(link.url) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                  data-network={link.network}
                >
                  <Icon name={isIconName(link.network) ? link.network : 'arrow-up-right'} />
                  <span className="visually-hidden">{socialLabel(link.network, link.label)}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.meta}>
          {contact?.email || contact?.phone ? (
            <p className={styles.contact}>
              {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
              {contact.phone ? <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a> : null}
            </p>
          ) : null}
          <p className={styles.credit}>
            {t('footer.poweredBy')}{' '}
            <a href={credit.url} target="_blank" rel="noopener noreferrer">
              {credit.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
