import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localeEnumOf } from '@agency/schema/locales';
import { queryGateway } from '@/lib/gateway/server-client';
import { graphql } from '@/lib/gql';
import type { AppLocale } from '@/i18n/routing';
import { ScoutingWizard } from '@/components/seletiva/scouting-wizard';
import styles from '@/components/seletiva/seletiva.module.css';
import { UrqlProvider } from '@/components/providers/urql-provider';

export const revalidate = 60;

const ScoutingOptionsQuery = graphql(`
  query ScoutingOptions($locale: Locale) {
    scoutingOptions(locale: $locale) {
      countries {
        id
        value
      }
      licenses {
        id
        value
      }
    }
  }
`);

type Params = Promise<{ locale: string; brand: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'seletiva' });
  return { title: t('meta_title') };
}

/** Get Scouted (/seletiva): countries and DRT licences come from the gateway; the wizard does the rest. */
export default async function SeletivaPage({ params }: { params: Params }) {
  const { locale, brand } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('seletiva');
  const data = await queryGateway(ScoutingOptionsQuery, { locale: localeEnumOf(locale) });
  const toChosen = (o: { id: string; value: string }) => ({ id: o.id, label: o.value });
  return (
    <div className={styles.page} data-testid="seletiva-page">
      <div className={styles.inner}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 className={styles.title}>{t('title')}</h1>
        </header>
        <UrqlProvider>
          <ScoutingWizard
            brand={brand}
            countries={data.scoutingOptions.countries.map(toChosen)}
            licenses={data.scoutingOptions.licenses.map(toChosen)}
          />
        </UrqlProvider>
      </div>
    </div>
  );
}
