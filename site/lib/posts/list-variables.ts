import type { HighlightListQueryVariables, PostKind, PostListQueryVariables } from '@/lib/gql/graphql';
import type { BrandKey } from '@agency/schema/brands';
import type { AppLocale } from '@/i18n/routing';

/** A post list as a route names it (brand key, route locale, filters). */
export interface PostListStep {
  brand: BrandKey;
  locale: AppLocale;
  kind: PostKind;
  search?: string;
  letter?: string;
}

/** A highlight category as a route names it. */
export interface HighlightListStep {
  brand: BrandKey;
  locale: AppLocale;
  category: string;
}

/** The PostList variables of a page of a list: the one mapping the server's first page and the browser's next steps share. */
export function postListVariables(step: PostListStep, first: number, after: string | null): PostListQueryVariables {
  return {
    brand: step.brand,
    kind: step.kind,
    locale: step.locale,
    search: step.search ?? null,
    letter: step.letter ?? null,
    first,
    after,
  };
}

/** The HighlightList variables of a page of a category, shared like postListVariables. */
export function highlightListVariables(
  step: HighlightListStep,
  first: number,
  after: string | null,
): HighlightListQueryVariables {
  return {
    brand: step.brand,
    category: step.category,
    locale: step.locale,
    first,
    after,
  };
}
