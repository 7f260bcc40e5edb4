import { getLocale, getTranslations } from 'next-intl/server';
import { panelTextLang } from '@/i18n/panel-language';
import type { ContactPageData } from '@/lib/content/get-contact';
import { splitStaff } from '@/lib/content/contact';
import pageStyles from './page.module.css';
import styles from './contact.module.css';

type Person = ContactPageData['staff'][number];

/** Up to two highlighted people, then the rest: name, role, an e-mail link and a phone link. */
export async function StaffList({ staff }: { staff: readonly Person[] }) {
  if (staff.length === 0) return null;
  const t = await getTranslations('content.contact');
  // Roles are the panel's Portuguese text (contacts are read in pt).
  const roleLang = panelTextLang(await getLocale());
  const { featured, rest } = splitStaff(staff);
  const person = (p: Person, isFeatured: boolean) => (
    <li key={p.id} className={styles.person} data-featured={isFeatured} data-testid="staff-member">
      <p className={styles.name}>{p.name}</p>
      {p.role ? (
        <p className={styles.role} lang={roleLang}>
          {p.role}
        </p>
      ) : null}
      {p.email ? (
        <a className={styles.personLink} href={`mailto:${p.email}`}>
          {p.email}
        </a>
      ) : null}
      {p.phone ? (
        <a className={styles.personLink} href={p.phoneHref ?? `tel:${p.phone.replace(/[^\d+]/g, '')}`}>
          {p.phone}
        </a>
      ) : null}
    </li>
  );
  return (
    <section aria-labelledby="staff-title" className={styles.staff}>
      <h2 id="staff-title" className={pageStyles.sectionTitle}>
        {featured.length > 0 ? t('featured') : t('team')}
      </h2>
      {featured.length > 0 ? <ul className={styles.featured}>{featured.map((p) => person(p, true))}</ul> : null}
      {rest.length > 0 ? <ul className={styles.people}>{rest.map((p) => person(p, false))}</ul> : null}
    </section>
  );
}
