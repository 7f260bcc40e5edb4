import { graphql } from '@/lib/gql';

/**
 * The Get Scouted wizard's browser operations, run by urql's hooks under the page's UrqlProvider:
 * the application with its four photos (one multipart request), and a country's cities.
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
