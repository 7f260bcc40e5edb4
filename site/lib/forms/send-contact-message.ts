import type { ContactMessage } from '@agency/schema/validation';
import { toGraphBrand } from '@/lib/brand/keys';
import { loadBrowserClient } from '@/lib/gateway/load-browser-client';
import { toSubmissionOutcome, type SubmissionOutcome } from './submission-outcome';

/** Sends the contact page's message from the browser. */
export async function sendContactMessage(brand: string, values: ContactMessage): Promise<SubmissionOutcome> {
  // The GraphQL client arrives with the first submission (the page never needed it before).
  const [client, { SendContactMessageMutation }] = await Promise.all([loadBrowserClient(), import('./documents')]);
  const result = await client
    .mutation(SendContactMessageMutation, { brand: toGraphBrand(brand), input: values })
    .toPromise();
  return toSubmissionOutcome(result.data?.sendContactMessage, Boolean(result.error));
}
