import { toGraphBrand } from '@/lib/brand/keys';
import { loadBrowserClient } from '@/lib/gateway/load-browser-client';
import { PHOTO_FIELDS, toApplicationInput, type ScoutingFormValues } from './scouting-form';
import { toSubmissionOutcome, type SubmissionOutcome } from './submission-outcome';

/** Sends a Get Scouted application from the browser: its answers and four photos in one multipart request. */
export async function submitScoutingApplication(brand: string, values: ScoutingFormValues): Promise<SubmissionOutcome> {
  // The GraphQL client arrives with the submission (the wizard's steps never needed it before).
  const [client, { SubmitScoutingMutation }] = await Promise.all([loadBrowserClient(), import('./documents')]);
  const photos = PHOTO_FIELDS.map((name) => values[name]?.file).filter((file): file is File => Boolean(file));
  const result = await client
    .mutation(SubmitScoutingMutation, { brand: toGraphBrand(brand), input: toApplicationInput(values), photos })
    .toPromise();
  return toSubmissionOutcome(result.data?.submitScoutingApplication, Boolean(result.error));
}
