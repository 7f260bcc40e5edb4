import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getScoutingOptions } from '@/lib/forms/get-scouting-options';
import { ScoutingStart } from '@/components/seletiva/scouting-start';
import styles from '@/components/seletiva/seletiva.module.css';
import { ClientMessages } from '@/components/providers/client-messages';
import { brandRoute } from '@/lib/brand/route';

export const revalidate = 60;

type Params = Promise<{ locale: string; brand: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await brandRoute(params);
  const t = await getTranslations({ locale, namespace: 'seletiva' });
  return { title: t('meta_title') };
}

/** Get Scouted (/seletiva): countries and DRT licences come from the gateway; the wizard (loaded on start) does the rest. */
export default async function SeletivaPage({ params }: { params: Params }) {
  const { locale, brand } = await brandRoute(params);
  const t = await getTranslations('seletiva');
  const { countries, licenses } = await getScoutingOptions(locale);
  return (
    <div className={styles.page} data-testid="seletiva-page">
      <div className={styles.inner}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 className={styles.title}>{t('title')}</h1>
        </header>
        <ClientMessages namespaces={['seletiva', 'forms']}>
          <ScoutingStart brand={brand} countries={countries} licenses={licenses} />
        </ClientMessages>
      </div>
    </div>
  );
}
