import 'server-only';
import { headers } from 'next/headers';
import { graphql } from '@/lib/gql';
import { queryGateway } from '@/lib/gateway/server-client';
import { linkHostForRequest } from '@/lib/brand/from-request';
import type { BrandKey } from '@agency/schema/brands';

const BrandSitesQuery = graphql(`
  query ContentBrandSites($brand: BrandKey!, $host: String!) {
    brand(key: $brand) {
      key
      name
      highlightCategories {
        slug
        path
      }
    }
    brands {
      key
      name
      siteUrl(currentHost: $host)
    }
  }
`);

/** This site's host as the brand table names it (links to the other brands' sites are built from it). */
export async function currentHost(): Promise<string> {
  return linkHostForRequest(await headers());
}

/** A brand's name and highlight categories, with every brand's site URL as seen from this host. */
export async function getBrandSites(brand: BrandKey) {
  const host = await currentHost();
  const data = await queryGateway(BrandSitesQuery, { brand, host });
  const siteUrl = (key: string) => data.brands.find((b) => b.key === key)?.siteUrl ?? '/';
  return { brand: data.brand, brands: data.brands, siteUrl };
}

const HighlightCategoriesQuery = graphql(`
  query ContentHighlightCategories($brand: BrandKey!) {
    brand(key: $brand) {
      name
      highlightCategories {
        slug
        path
      }
    }
  }
`);

/** A brand's highlight categories, in menu order (no host needed, so the page stays cacheable). */
export async function getHighlightCategories(brand: BrandKey) {
  const data = await queryGateway(HighlightCategoriesQuery, { brand });
  return data.brand;
}
