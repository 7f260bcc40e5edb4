import { getTranslations } from 'next-intl/server';
import type { ContactPageData } from '@/lib/content/get-contact';
import pageStyles from './page.module.css';
import styles from './contact.module.css';

const LINK_KINDS = ['phone', 'whatsapp', 'address', 'instagram', 'facebook'] as const;
type LinkKind = (typeof LINK_KINDS)[number];
const isLinkKind = (kind: string): kind is LinkKind => (LINK_KINDS as readonly string[]).includes(kind);

/** The scouting call box (sign-up link) and the brand's info links (phone, WhatsApp chat, address via maps, socials). */
export async function ContactAside({
  scoutingHref,
  links,
}: {
  scoutingHref: string;
  links: ContactPageData['contactLinks'];
}) {
  const t = await getTranslations('content.contact');
  return (
    <aside className={styles.aside}>
      <section className={styles.scouting} aria-labelledby="scouting-title" data-testid="scouting-box">
        <h2 id="scouting-title" className={styles.scoutingTitle}>
          {t('scoutingTitle')}
        </h2>
        <p>{t('scoutingText')}</p>
        <a className={styles.scoutingCta} href={scoutingHref} data-testid="scouting-link">
          {t('scoutingCta')}
        </a>
      </section>
      {links.length > 0 ? (
        <section aria-labelledby="info-title" className={styles.info}>
          <h2 id="info-title" className={pageStyles.sectionTitle}>
            {t('info')}
          </h2>
          <ul className={styles.infoList}>
            {links.map((link) => (
              <li key={`${link.kind}-${link.url}`} data-kind={link.kind}>
                <span className={styles.infoKind}>{isLinkKind(link.kind) ? t(`links.${link.kind}`) : link.kind}</span>
                {/* A call opens the phone's dialer in place; web links open beside the page. */}
                {link.url.startsWith('tel:') ? (
                  <a href={link.url} className={styles.infoLink}>
                    {link.label}
                  </a>
                ) : (
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.infoLink}>
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}
