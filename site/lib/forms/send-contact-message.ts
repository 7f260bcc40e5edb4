import type { ContactMessage } from '@agency/schema/validation';
import { loadBrowserClient } from '@/lib/gateway/load-browser-client';
import { toSubmissionOutcome, type SubmissionOutcome } from './submission-outcome';
import type { BrandKey } from '@agency/schema/brands';

/** Sends the contact page's message from the browser. */
export async function sendContactMessage(brand: BrandKey, values: ContactMessage): Promise<SubmissionOutcome> {
  // The GraphQL client arrives with the first submission (the page never needed it before).
  const [client, { SendContactMessageMutation }] = await Promise.all([loadBrowserClient(), import('./documents')]);
  const result = await client.mutation(SendContactMessageMutation, { brand, input: values }).toPromise();
  return toSubmissionOutcome(result.data?.sendContactMessage, Boolean(result.error));
}
