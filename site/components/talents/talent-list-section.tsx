import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { normalizeLetter, normalizeSearch } from '@/lib/lists/filters';
import { getBrandTalentCategories, getFirstTalentPage } from '@/lib/talents/server';
import { TalentList } from './talent-list';
import styles from './talent-list-section.module.css';
import { ClientMessages } from '@/components/providers/client-messages';

interface Props {
  brand: string;
  locale: string;
  /** Category route segment; omitted at the brand root. */
  category?: string;
  /** ?q= from the URL. */
  search?: string;
  /** ?letra= from the URL. */
  letter?: string;
}

/**
 * A brand's talent list (the home page of the talent brands and every
 * category page): the first 8 talents rendered on the server with the URL's
 * filters, then the interactive list takes over in the browser.
 */
export async function TalentListSection({ brand, locale, category, search, letter }: Props) {
  const filters = { search: normalizeSearch(search), letter: normalizeLetter(letter) };
  const [categories, page, t, tMenu] = await Promise.all([
    getBrandTalentCategories(brand),
    getFirstTalentPage(brand, category ?? null, filters),
    getTranslations({ locale: locale as AppLocale, namespace: 'talents.list' }),
    getTranslations({ locale: locale as AppLocale, namespace: 'common.menu' }),
  ]);
  const current = categories?.find((c) => c.slug === category);
  const title = current && tMenu.has(current.key as 'journalists') ? tMenu(current.key as 'journalists') : t('title');

  return (
    <section className={styles.section} aria-labelledby="talent-list-title">
      <h1 id="talent-list-title" className={styles.title}>
        {title}
      </h1>
      <ClientMessages namespaces={['talents.list', 'talents.card', 'talents.measures', 'content.lists']}>
        <TalentList
          key={`${brand}|${category ?? ''}`}
          brand={brand}
          category={category ?? null}
          initialFilters={filters}
          initialPage={{
            nodes: page.nodes,
            hasNextPage: page.pageInfo.hasNextPage,
            endCursor: page.pageInfo.endCursor ?? null,
            totalCount: page.totalCount,
          }}
          letters={page.letters}
        />
      </ClientMessages>
    </section>
  );
}
