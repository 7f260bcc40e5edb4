import { graphql } from '@/lib/gql';

/**
 * GraphQL documents of the talent pages. Shared by the server getters
 * (server.ts) and the browser list (next pages, shared favourites), so both
 * ask for exactly the same card fields.
 */
export const TalentCardFields = graphql(`
  fragment TalentCardFields on TalentCard {
    id
    name
    slug
    gender
    cover {
      url
      width
      height
      alt
    }
    cover2 {
      url
      width
      height
      alt
    }
    measures {
      key
      metric
      imperial
    }
    instagramFollowers
    tiktokFollowers
  }
`);

export const TalentListQuery = graphql(`
  query TalentList(
    $brand: BrandKey!
    $category: String
    $search: String
    $letter: String
    $first: Int
    $after: String
    $casting: CastingFilter
    $withFacets: Boolean! = true
  ) {
    talents(
      brand: $brand
      category: $category
      search: $search
      letter: $letter
      first: $first
      after: $after
      casting: $casting
    ) {
      nodes {
        ...TalentCardFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
      letters
    }
    talentFacets(brand: $brand, category: $category, search: $search, letter: $letter, casting: $casting)
      @include(if: $withFacets) {
      gender {
        gender
        count
      }
      hair {
        value
        count
      }
      eyes {
        value
        count
      }
      age {
        min
        max
      }
      height {
        min
        max
      }
    }
  }
`);

export const CastingOptionsQuery = graphql(`
  query CastingOptions($locale: Locale!) {
    castingOptions(locale: $locale) {
      hair {
        value
        label
      }
      eyes {
        value
        label
      }
    }
  }
`);

export const TalentsByIdsQuery = graphql(`
  query TalentsByIds($brand: BrandKey!, $ids: [ID!]!) {
    talentsByIds(brand: $brand, ids: $ids) {
      ...TalentCardFields
    }
  }
`);

export const BrandTalentCategoriesQuery = graphql(`
  query BrandTalentCategories($brand: BrandKey!) {
    brand(key: $brand) {
      key
      name
      content
      talentCategories {
        slug
        key
        path
      }
    }
  }
`);

export const TalentProfileQuery = graphql(`
  query TalentProfile($brand: BrandKey!, $id: ID!, $category: String) {
    talent(brand: $brand, id: $id, category: $category) {
      id
      name
      slug
      path
      listedPath
      gender
      cover {
        url
        width
        height
        alt
      }
      cover2 {
        url
        width
        height
        alt
      }
      book {
        url
        width
        height
        alt
      }
      gallery {
        url
        width
        height
        alt
      }
      videos {
        __typename
        ... on HostedVideo {
          url
          poster {
            url
            alt
          }
        }
        ... on YoutubeVideo {
          videoId
          embedUrl
          thumbnail {
            url
            alt
          }
        }
        ... on VimeoVideo {
          videoId
          hash
          embedUrl
        }
        ... on Image {
          url
          alt
        }
      }
      measures {
        key
        metric
        imperial
      }
      socials {
        network
        handle
        url
        followers
      }
      ...TalentDetailsFields
      previous {
        id
        name
        path
      }
      next {
        id
        name
        path
      }
    }
  }
`);
