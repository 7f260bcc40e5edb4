import { getTranslations } from 'next-intl/server';
import { MAIN_BRAND, type BrandKey } from '@agency/schema/brands';
import { LazyContactMessageForm } from '@/components/forms/lazy-contact-message-form';
import { scoutingHref } from '@/lib/content/contact';
import { getBrandSites } from '@/lib/brand/get-brand';
import type { ContactPageData } from '@/lib/content/get-contact';
import { ContactAside } from './contact-aside';
import { ContactMap } from './contact-map';
import { StaffList } from './staff-list';
import pageStyles from './page.module.css';
import styles from './contact.module.css';
import { ClientMessages } from '@/components/providers/client-messages';
import type { AppLocale } from '@/i18n/routing';

/**
 * Contact: the map (zoom 15, drawn first, interactive on demand), up to two
 * highlighted people then the rest, the scouting call (main brand: its own
 * /seletiva; others: the main site's), the brand's info links and the message form.
 */
export async function ContactPage({
  brand,
  locale,
  data,
}: {
  brand: BrandKey;
  locale: AppLocale;
  data: ContactPageData;
}) {
  const t = await getTranslations('content.contact');
  const { siteUrl } = await getBrandSites(brand);
  const info = data.contactInfo;
  return (
    <article className={pageStyles.page} data-testid="contact-page">
      <h1 className={pageStyles.title}>{t('title')}</h1>
      <ContactMap address={info?.address} latitude={info?.latitude} longitude={info?.longitude} />
      <div className={styles.layout}>
        <div className={styles.staffArea}>
          <StaffList staff={data.staff} />
        </div>
        <div className={styles.asideArea}>
          <ContactAside scoutingHref={scoutingHref(brand, siteUrl(MAIN_BRAND.key), locale)} links={data.contactLinks} />
        </div>
        <section className={styles.formArea} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={pageStyles.sectionTitle}>
            {t('formTitle')}
          </h2>
          <ClientMessages namespaces={['forms']}>
            <LazyContactMessageForm brand={brand} />
          </ClientMessages>
        </section>
      </div>
    </article>
  );
}
