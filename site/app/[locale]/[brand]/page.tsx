import { setRequestLocale } from 'next-intl/server';
import { queryGateway } from '@/lib/gateway/server-client';
import { graphql } from '@/lib/gql';
import { toGraphBrand } from '@/lib/brand/keys';
import type { AppLocale } from '@/i18n/routing';

export const revalidate = 60;

const HomeBrandQuery = graphql(`
  query HomeBrand($brand: BrandKey!) {
    brand(key: $brand) {
      key
      name
      color
    }
  }
`);

export default async function HomePage({ params }: { params: Promise<{ locale: string; brand: string }> }) {
  const { locale, brand } = await params;
  setRequestLocale(locale as AppLocale);
  const data = await queryGateway(HomeBrandQuery, { brand: toGraphBrand(brand) });
  return <main>{data.brand.name}</main>;
}
