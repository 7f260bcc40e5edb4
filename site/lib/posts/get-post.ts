import 'server-only';
import { canNamePost } from './post-ref';
import { cache } from 'react';
import { graphql } from '@/lib/gql';
import type { PostKind } from '@/lib/gql/graphql';
import { queryGateway } from '@/lib/gateway/server-client';
import type { AppLocale } from '@/i18n/routing';
import type { BrandKey } from '@agency/schema/brands';

const PostQuery = graphql(`
  query PostDetail($brand: BrandKey!, $kind: PostKind!, $slug: String, $id: ID, $category: String, $locale: Locale) {
    post(brand: $brand, kind: $kind, slug: $slug, id: $id, category: $category, locale: $locale) {
      id
      slug
      kind
      title
      path
      createdAt
      description
      content
      category
      spotifyUrl
      cover {
        url
        width
        height
        alt
      }
      slides {
        ...MediaFields
      }
      sections {
        key
        html
      }
      sinopse {
        subtitle
        year
        description
      }
      awards {
        title
        subtitle
        year
        description
        cover {
          url
          width
          height
          alt
        }
      }
      previous {
        id
        title
        path
      }
      next {
        id
        title
        path
      }
      translations {
        locale
        path
      }
    }
  }
`);

/**
 * One post with its neighbours; null when unknown. Arguments are plain values
 * so React's per-request cache lets metadata and page share one read.
 */
export const getPost = cache(
  async (brand: BrandKey, locale: AppLocale, kind: PostKind, by: 'id' | 'slug', value: string, category?: string) => {
    // A path segment that is no id or slug (the gateway refuses it as input) names no post.
    if (!canNamePost(by, value)) return null;
    const data = await queryGateway(PostQuery, {
      brand: brand,
      kind,
      slug: by === 'slug' ? value : null,
      id: by === 'id' ? value : null,
      category: category ?? null,
      locale: locale,
    });
    return data.post;
  },
);

export type PostData = NonNullable<Awaited<ReturnType<typeof getPost>>>;
export type MediaData = PostData['slides'][number];
