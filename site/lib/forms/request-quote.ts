import type { ContactMessage } from '@agency/schema/validation';
import { loadBrowserClient } from '@/lib/gateway/load-browser-client';
import { toSubmissionOutcome, type SubmissionOutcome } from './submission-outcome';
import type { BrandKey } from '@agency/schema/brands';

/** Sends the favourites quote request from the browser; of each chosen talent only id and name travel. */
export async function requestQuote(
  brand: BrandKey,
  values: ContactMessage,
  talents: readonly { id: string; name: string }[],
): Promise<SubmissionOutcome> {
  // The GraphQL client arrives with the first submission (the page never needed it before).
  const [client, { RequestQuoteMutation }] = await Promise.all([loadBrowserClient(), import('./documents')]);
  const result = await client
    .mutation(RequestQuoteMutation, {
      brand: brand,
      input: { ...values, talents: talents.map(({ id, name }) => ({ id, name })) },
    })
    .toPromise();
  return toSubmissionOutcome(result.data?.requestQuote, Boolean(result.error));
}
