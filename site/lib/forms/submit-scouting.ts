import { loadBrowserClient } from '@/lib/gateway/load-browser-client';
import { PHOTO_FIELDS, toApplicationInput, type ScoutingFormValues } from './scouting-form';
import { toSubmissionOutcome, type SubmissionOutcome } from './submission-outcome';
import type { BrandKey } from '@agency/schema/brands';

/** Sends a Get Scouted application from the browser: its answers and four photos in one multipart request. */
export async function submitScoutingApplication(
  brand: BrandKey,
  values: ScoutingFormValues,
): Promise<SubmissionOutcome> {
  // The GraphQL client arrives with the submission (the wizard's steps never needed it before).
  const [client, { SubmitScoutingMutation }] = await Promise.all([loadBrowserClient(), import('./documents')]);
  const photos = PHOTO_FIELDS.map((name) => values[name]?.file).filter((file): file is File => Boolean(file));
  const result = await client
    .mutation(SubmitScoutingMutation, { brand, input: toApplicationInput(values), photos })
    .toPromise();
  return toSubmissionOutcome(result.data?.submitScoutingApplication, Boolean(result.error));
}
