import { getTranslations } from 'next-intl/server';
import { ShellLink as Link } from '@/components/ui/shell-link';
import { getHighlights } from '@/lib/posts/get-posts';
import { MediaImage } from '@/components/media/media-image';
import pageStyles from '@/components/content/page.module.css';
import { highlightLabelKey } from '@/lib/posts/highlights';
import styles from './highlights.module.css';
import type { BrandKey } from '@agency/schema/brands';
import type { AppLocale } from '@/i18n/routing';

/** /destaques: one tile per category of the brand, with the category's latest cover when there is one. */
export async function HighlightCategories({
  brand,
  locale,
  categories,
}: {
  brand: BrandKey;
  locale: AppLocale;
  categories: readonly { slug: string; path: string }[];
}) {
  const t = await getTranslations('content.highlights');
  const covers = await Promise.all(
    categories.map((c) =>
      getHighlights(brand, locale, c.slug, 1)
        .then((page) => page.nodes[0]?.cover ?? null)
        .catch(() => null),
    ),
  );
  return (
    <section className={pageStyles.page} aria-labelledby="highlights-title" data-testid="highlight-categories">
      <h1 id="highlights-title" className={pageStyles.title}>
        {t('title')}
      </h1>
      <p className={styles.intro}>{t('intro')}</p>
      <ul className={styles.categories}>
        {categories.map((category, index) => {
          const cover = covers[index];
          const key = highlightLabelKey(category.slug);
          return (
            <li key={category.slug}>
              <Link href={category.path} className={styles.category}>
                {cover ? (
                  <MediaImage image={cover} alt="" ratio={3 / 4} sizes="(max-width: 639px) 100vw, 33vw" />
                ) : (
                  <div className={styles.blank} />
                )}
                <span className={styles.categoryName}>{key ? t(`categories.${key}`) : category.slug}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
