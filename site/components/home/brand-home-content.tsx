import { TalentListSection } from '@/components/talents/talent-list-section';
import { PostListSection } from '@/components/posts/post-list-section';
import type { BrandContent } from '@/lib/gql/graphql';
import { parseListFilters } from '@/lib/posts/list-filters';
import { normalizeLetter, normalizeSearch } from '@/lib/lists/filters';

type Query = Record<string, string | string[] | undefined>;

/**
 * What a brand's root lists once the brand is chosen: talents for
 * the talent brands, events (Eventos) for music, shows (Espetaculos) for cultural.
 * The root's ?q= / ?letra= filters go to the list, so a shared filtered link is
 * filtered in its first HTML (each list reads them with its own parser).
 */
export function BrandHomeContent({
  brand,
  locale,
  content,
  query,
}: {
  brand: string;
  locale: string;
  content: BrandContent;
  query: Query;
}) {
  if (content === 'EVENTS' || content === 'SHOWS') {
    const { search, letter } = parseListFilters(query);
    const kind = content === 'EVENTS' ? 'EVENT' : 'SHOW';
    return <PostListSection brand={brand} locale={locale} kind={kind} search={search} letter={letter} />;
  }
  const search = normalizeSearch(query.q) ?? undefined;
  const letter = normalizeLetter(query.letra) ?? undefined;
  return <TalentListSection brand={brand} locale={locale} search={search} letter={letter} />;
}
