'use client';

import type { BrandLogo as BrandLogoDrawing } from '@agency/schema/brands';
import { BrandLogo } from '@/components/layout/logo/brand-logo';
import { Icon, isIconName } from '@/components/ui/icons';
import { socialColumns } from '@/lib/shell/social-columns';
import styles from './footer.module.css';

export interface FooterSocialLink {
  network: string;
  url: string;
  /** The network's name, read by screen readers. */
  label: string;
}

export interface FooterViewProps {
  brandName: string;
  logo: BrandLogoDrawing;
  copyright: string;
  /** The list's accessible name and its links (only links with a URL). */
  social: { label: string; links: FooterSocialLink[] };
  contact: { email: string | null; phone: string | null };
  poweredBy: string;
  credit: { name: string; url: string };
}

/**
 * The footer's markup. A client component although it has no state: every page carries it, and
 * its props (a dozen links) travel in the page's data in a fraction of the bytes its drawn
 * markup would (each icon's paths, each link's attributes), while the markup is still in the HTML.
 */
export function FooterView({ brandName, logo, copyright, social, contact, poweredBy, credit }: FooterViewProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <BrandLogo logo={logo} name={brandName} className={styles.logo} />
          <p className={styles.copyright}>{copyright}</p>
        </div>
        {social.links.length > 0 ? (
          <ul
            className={styles.social}
            aria-label={social.label}
            style={{ ['--social-columns' as string]: socialColumns(social.links.length) }}
          >
            {social.links.map((link) => (
              <li key={link.network + link.url}>
                <a
                  href={link.url}
                  className={styles.socialLink}
                  {...(/^(mailto|tel):/.test(link.url) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                  data-network={link.network}
                >
                  <Icon name={isIconName(link.network) ? link.network : 'arrow-up-right'} />
                  <span className="visually-hidden">{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.meta}>
          {contact.email || contact.phone ? (
            <p className={styles.contact}>
              {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
              {contact.phone ? <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a> : null}
            </p>
          ) : null}
          <p className={styles.credit}>
            {poweredBy}{' '}
            <a href={credit.url} target="_blank" rel="noopener noreferrer">
              {credit.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
