import { TalentListSection } from '@/components/talents/talent-list-section';
import { PostListSection } from '@/components/posts/post-list-section';
import { homeKindOf } from '@agency/schema/post-kinds';
import type { BrandContent } from '@/lib/gql/graphql';
import type { ListKind } from '@/lib/posts/kinds';
import { parseListFilters } from '@/lib/posts/list-filters';
import type { BrandKey } from '@agency/schema/brands';
import type { AppLocale } from '@/i18n/routing';

type Query = Record<string, string | string[] | undefined>;

/**
 * What a brand's root lists once the brand is chosen: talents for
 * the talent brands, events (Eventos) for music, shows (Espetaculos) for cultural.
 * The root's ?q= / ?letra= (and casting) filters go to the list, so a shared filtered link is
 * filtered in its first HTML (each list reads them with its own parser).
 */
export function BrandHomeContent({
  brand,
  locale,
  content,
  query,
}: {
  brand: BrandKey;
  locale: AppLocale;
  content: BrandContent;
  query: Query;
}) {
  const kind = homeKindOf(content.toLowerCase() as Lowercase<BrandContent>);
  if (kind) {
    const { search, letter } = parseListFilters(query);
    return (
      <PostListSection
        brand={brand}
        locale={locale}
        kind={kind as ListKind}
        search={search}
        letter={letter}
        basePath="/"
      />
    );
  }
  return <TalentListSection brand={brand} locale={locale} query={query} />;
}
