import { graphql } from '@/lib/gql';

/**
 * The forms' browser operations, run through the browser's client by this folder's functions and
 * hooks: the Get Scouted application with its four photos (one multipart request) and a country's
 * cities, the favourites' quote request and the contact message.
 */
export const SubmitScoutingMutation = graphql(`
  mutation SubmitScoutingApplication($brand: BrandKey!, $input: ScoutingApplicationInput!, $photos: [Upload!]!) {
    submitScoutingApplication(brand: $brand, input: $input, photos: $photos) {
      ...SubmissionResultFields
    }
  }
`);

export const ScoutingCitiesQuery = graphql(`
  query ScoutingCities($country: ID!, $locale: Locale) {
    cities(country: $country, locale: $locale) {
      id
      value
    }
  }
`);

export const RequestQuoteMutation = graphql(`
  mutation RequestQuote($brand: BrandKey!, $input: QuoteRequestInput!) {
    requestQuote(brand: $brand, input: $input) {
      ...SubmissionResultFields
    }
  }
`);

export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($brand: BrandKey!, $input: ContactMessageInput!) {
    sendContactMessage(brand: $brand, input: $input) {
      ...SubmissionResultFields
    }
  }
`);
