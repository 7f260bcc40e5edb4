import { localeEnumOf } from '@agency/schema/locales';
import type { HighlightListQueryVariables, PostKind, PostListQueryVariables } from '@/lib/gql/graphql';
import { toGraphBrand } from '@/lib/brand/keys';

/** A post list as a route names it (brand key, route locale, filters). */
export interface PostListStep {
  brand: string;
  locale: string;
  kind: PostKind;
  search?: string;
  letter?: string;
}

/** A highlight category as a route names it. */
export interface HighlightListStep {
  brand: string;
  locale: string;
  category: string;
}

/** The PostList variables of a page of a list: the one mapping the server's first page and the browser's next steps share. */
export function postListVariables(step: PostListStep, first: number, after: string | null): PostListQueryVariables {
  return {
    brand: toGraphBrand(step.brand),
    kind: step.kind,
    locale: localeEnumOf(step.locale),
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
    brand: toGraphBrand(step.brand),
    category: step.category,
    locale: localeEnumOf(step.locale),
    first,
    after,
  };
}
