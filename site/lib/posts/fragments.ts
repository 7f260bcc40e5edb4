import { graphql } from '@/lib/gql';

/** Every field a slide needs to render, whatever its kind. */
export const MediaFields = graphql(`
  fragment MediaFields on Media {
    __typename
    ... on Image {
      url
      width
      height
      alt
    }
    ... on HostedVideo {
      url
      poster {
        url
        width
        height
        alt
      }
    }
    ... on YoutubeVideo {
      videoId
      embedUrl
      thumbnail {
        url
        width
        height
        alt
      }
    }
    ... on VimeoVideo {
      videoId
      hash
      embedUrl
    }
  }
`);

/** What a list card shows. */
export const PostCardFields = graphql(`
  fragment PostCardFields on PostCard {
    id
    slug
    title
    path
    createdAt
    excerpt
    cover {
      url
      width
      height
      alt
    }
    coverVideo {
      ...MediaFields
    }
  }
`);
