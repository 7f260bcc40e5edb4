import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getBrandTalentCategories, getCastingColours, getFirstTalentPage } from '@/lib/talents/server';
import { NO_COLOURS, talentFiltersFromParams } from '@/lib/talents/casting-filters';
import { TalentList } from './talent-list';
import styles from './talent-list-section.module.css';
import { ClientMessages } from '@/components/providers/client-messages';
import type { BrandKey } from '@agency/schema/brands';

/** The brand whose cards show follower counts: the influencer agency's. */
const FOLLOWERS_BRAND = 'digital';

interface Props {
  brand: BrandKey;
  locale: AppLocale;
  /** Category route segment; omitted at the brand root. */
  category?: string;
  /** The URL's query (?q=, ?letra=, the casting filters); none on the cached routes. */
  query?: Record<string, string | string[] | undefined>;
  /** The list is the page's first screen (not under a home's intro): its first cards are preloaded. */
  firstScreen?: boolean;
}

/**
 * A brand's talent list (the home page of the talent brands and every
 * category page): the first 8 talents rendered on the server with the URL's
 * filters, then the interactive list takes over in the browser.
 */
export async function TalentListSection({ brand, locale, category, query = {}, firstScreen = false }: Props) {
  const coloursRead = getCastingColours(locale);
  // A colour in the URL is read against the lists; without one, the list need not wait for them.
  const filters =
    query.cabelo || query.olhos
      ? talentFiltersFromParams(query, await coloursRead)
      : talentFiltersFromParams(query, NO_COLOURS);
  const [categories, page, colours, t, tMenu] = await Promise.all([
    getBrandTalentCategories(brand),
    getFirstTalentPage(brand, category ?? null, filters),
    coloursRead,
    getTranslations({ locale, namespace: 'talents.list' }),
    getTranslations({ locale, namespace: 'common.menu' }),
  ]);
  const current = categories?.find((c) => c.slug === category);
  const title = current && tMenu.has(current.key as 'journalists') ? tMenu(current.key as 'journalists') : t('title');

  return (
    <section className={styles.section} aria-labelledby="talent-list-title">
      <h1 id="talent-list-title" className={styles.title}>
        {title}
      </h1>
      <ClientMessages
        namespaces={['talents.list', 'talents.casting', 'talents.card', 'talents.measures', 'content.lists']}
      >
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
            facets: page.facets,
          }}
          letters={page.letters}
          colours={colours}
          showFollowers={brand === FOLLOWERS_BRAND}
          firstScreen={firstScreen}
        />
      </ClientMessages>
    </section>
  );
}
