import { graphql } from '@/lib/gql';

/** Every member of SubmissionResult a form needs to react to; spread into each form mutation. */
export const SubmissionResultFields = graphql(`
  fragment SubmissionResultFields on SubmissionResult {
    __typename
    ... on SubmissionAccepted {
      reference
      queued
    }
    ... on InvalidInput {
      fields {
        path
        message
      }
    }
    ... on UpstreamUnavailable {
      message
    }
    ... on RateLimited {
      retryAfterSeconds
      reason
    }
  }
`);
