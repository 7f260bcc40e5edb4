import { getTranslations } from 'next-intl/server';
import type { PostKind } from '@/lib/gql/graphql';
import { getPostPage } from '@/lib/posts/get-posts';
import { LIST_PAGE } from '@agency/schema/lists';
import { postListPath } from '@agency/schema/post-kinds';
import { listTitleKey, type ListKind } from '@/lib/posts/kinds';
import { EmptyState } from '@/components/content/empty-state';
import pageStyles from '@/components/content/page.module.css';
import { InfinitePostList } from './infinite-post-list';
import { ListFilters } from './list-filters';
import { ClientMessages } from '@/components/providers/client-messages';
import type { BrandKey } from '@agency/schema/brands';
import type { AppLocale } from '@/i18n/routing';

/**
 * A titled list of posts of one kind (Eventos, Espetaculos, Workshop,
 * Palestras) with title search, letter filter, infinite scroll and the
 * shared empty message. The music and cultural homes render it too.
 */
export async function PostListSection({
  brand,
  locale,
  kind,
  search,
  letter,
  basePath,
}: {
  brand: BrandKey;
  locale: AppLocale;
  kind: ListKind;
  search?: string;
  letter?: string;
  /** Path the filters submit to; defaults to the kind's list page (the post-kind table's). */
  basePath?: string;
}) {
  const t = await getTranslations('content');
  const page = await getPostPage({ brand, locale, kind: kind as PostKind, search, letter, first: LIST_PAGE.first });
  return (
    <section className={pageStyles.page} aria-labelledby="post-list-title" data-testid="post-list" data-kind={kind}>
      <h1 id="post-list-title" className={pageStyles.title}>
        {t(`lists.${listTitleKey(kind)}`)}
      </h1>
      <ListFilters
        basePath={basePath ?? postListPath(kind)}
        locale={locale}
        search={search}
        letter={letter}
        letters={page.letters}
      />
      {page.nodes.length === 0 ? (
        <EmptyState message={t('posts.cultural.empty')} />
      ) : (
        <ClientMessages namespaces={['content.blog', 'content.lists']}>
          <InfinitePostList
            key={`${search ?? ''}|${letter ?? ''}`}
            first={page}
            query={{ brand, locale, kind: kind as PostKind, search, letter }}
          />
        </ClientMessages>
      )}
    </section>
  );
}
