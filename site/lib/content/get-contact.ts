import 'server-only';
import { graphql } from '@/lib/gql';
import { queryGateway } from '@/lib/gateway/server-client';
import type { BrandKey } from '@agency/schema/brands';

const ContactPageQuery = graphql(`
  query ContactPage($brand: BrandKey!) {
    staff(brand: $brand) {
      id
      name
      role
      email
      phone
      phoneHref
      featured
    }
    contactInfo(brand: $brand) {
      email
      phone
      address
      whatsapp
      latitude
      longitude
    }
    contactLinks(brand: $brand) {
      kind
      label
      url
    }
  }
`);

/** Everything the contact page shows for a brand. A failure propagates (the page shows the 503 error). */
export async function getContactPage(brand: BrandKey) {
  return queryGateway(ContactPageQuery, { brand }, { fresh: true });
}

export type ContactPageData = Awaited<ReturnType<typeof getContactPage>>;
