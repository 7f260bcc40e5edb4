import { graphql } from '@/lib/gql';

/**
 * The post lists' documents, one text for the server's first page (get-posts.ts) and the
 * browser's next steps (next-pages.ts), so both ask for the same card fields.
 */
export const PostListQuery = graphql(`
  query PostList(
    $brand: BrandKey!
    $kind: PostKind!
    $locale: Locale
    $search: String
    $letter: String
    $first: Int
    $after: String
  ) {
    posts(brand: $brand, kind: $kind, locale: $locale, search: $search, letter: $letter, first: $first, after: $after) {
      nodes {
        ...PostCardFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
      letters
    }
  }
`);

export const HighlightListQuery = graphql(`
  query HighlightList($brand: BrandKey!, $category: String!, $locale: Locale, $first: Int, $after: String) {
    highlights(brand: $brand, category: $category, locale: $locale, first: $first, after: $after) {
      nodes {
        ...PostCardFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);
