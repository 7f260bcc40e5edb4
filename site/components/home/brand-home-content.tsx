import { TalentListSection } from '@/components/talents/talent-list-section';
import { PostListSection } from '@/components/posts/post-list-section';
import type { BrandContent } from '@/lib/gql/graphql';

/**
 * What a brand's root lists once the brand is chosen (spec §1): talents for
 * the talent brands, events (Eventos) for music, shows (Espetaculos) for cultural.
 */
export function BrandHomeContent({ brand, locale, content }: { brand: string; locale: string; content: BrandContent }) {
  if (content === 'EVENTS') return <PostListSection brand={brand} locale={locale} kind="EVENT" />;
  if (content === 'SHOWS') return <PostListSection brand={brand} locale={locale} kind="SHOW" />;
  return <TalentListSection brand={brand} locale={locale} />;
}
