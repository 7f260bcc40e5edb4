import { LIMITS, NUMERIC_ID_PATTERN, SLUG_PATTERN } from '@agency/schema/validation/rules';

/**
 * Whether a path segment can name a post at all: an id, or a slug of the gateway's own shape and
 * length. Anything else is a 404 without asking (an over-long slug used to reach the gateway, be
 * refused as input and answer 500, each retry a new data-cache entry).
 */
export function canNamePost(by: 'id' | 'slug', value: string): boolean {
  if (by === 'id') return NUMERIC_ID_PATTERN.test(value);
  return value.length <= LIMITS.slugMax && SLUG_PATTERN.test(value);
}
