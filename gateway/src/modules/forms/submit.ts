import { randomUUID } from 'node:crypto';
import type { FieldError, QuotedTalent, ScoutingApplication } from '@agency/schema/validation';
import type {
  BrandKey,
  ContactMessageInput,
  InvalidInput,
  QuoteRequestInput,
  RateLimited,
  ScoutingApplicationInput,
  SubmissionAccepted,
  UpstreamUnavailable,
} from '../../generated/resolvers-types';
import {
  newReference,
  OutboxFullError,
  type AttemptResult,
  type OutboxFile,
  type OutboxSubmission,
} from '../../outbox';
import { emailKey, ipKey, type RateRule } from '../../security';
import { withTableLabels } from './option-labels';
import type { ScoutingOptionTables } from './options';
import { contactFormFields, quoteFormFields, scoutingFormFields, type FormFields } from './mappers';
import { preparePhotos } from './photos';
import { formBackend, formPath, type FormKind } from './routing';
import type { FormsServices } from './services';
import { photoFieldErrors, validateContact, validateQuote, validateScouting } from './validation';

export type SubmissionOutcome =
  | (SubmissionAccepted & { __typename: 'SubmissionAccepted' })
  | (InvalidInput & { __typename: 'InvalidInput' })
  | (UpstreamUnavailable & { __typename: 'UpstreamUnavailable' })
  | (RateLimited & { __typename: 'RateLimited' });

export const invalidInput = (fields: FieldError[]): SubmissionOutcome => ({ __typename: 'InvalidInput', fields });

const accepted = (id: string, reference: string, queued: boolean): SubmissionOutcome => ({
  __typename: 'SubmissionAccepted',
  id,
  reference,
  queued,
});

interface Caller {
  brand: BrandKey;
  clientIp: string;
}

/**
 * Counts one try against a key; a refusal is the RateLimited answer. When the shared counters
 * cannot be read (Redis down) the form fails closed with UpstreamUnavailable, not RateLimited:
 * the visitor did nothing wrong and there is no honest retry time to give, and "the service is
 * unavailable, nothing was stored" is exactly what happened.
 */
async function rateLimited(forms: FormsServices, key: string, rule: RateRule): Promise<SubmissionOutcome | null> {
  const decision = await forms.rateLimiter.consume(key, rule);
  if (decision.allowed) return null;
  if ('unavailable' in decision) {
    return {
      __typename: 'UpstreamUnavailable',
      message: 'We cannot take submissions right now; please try again shortly.',
    };
  }
  return { __typename: 'RateLimited', retryAfterSeconds: decision.retryAfterSeconds, reason: 'TOO_MANY_SUBMISSIONS' };
}

/** Every try from an address counts (bots sending junk included); only valid ones count per e-mail. */
const ipGuard = (forms: FormsServices, ip: string) => rateLimited(forms, ipKey(ip), forms.config.rateLimit.perIp);
const emailGuard = (forms: FormsServices, email: string) =>
  rateLimited(forms, emailKey(email), forms.config.rateLimit.perEmail);

function sleep<T>(ms: number, value: T): { promise: Promise<T>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(value), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/** Seconds an address whose outbox share is full is asked to wait: about a delivery retry's time. */
const OUTBOX_SHARE_RETRY_SECONDS = 300;

function outcomeOfAttempt(id: string, reference: string, result: AttemptResult<FieldError[]>): SubmissionOutcome {
  switch (result.status) {
    case 'delivered':
      return accepted(id, reference, false);
    case 'rejected':
      return invalidInput(result.reason);
    case 'pending':
    case 'busy':
    // Kept as a dead letter for the agency to replay once the field names are fixed: the visitor's
    // part is done and nothing they could change would help, so they hear "received".
    case 'dead-letter':
      return accepted(id, reference, true);
  }
}

/**
 * Stores a valid submission in the outbox, then tries to deliver it once. The visitor waits at most
 * inlineWaitMs for that try; whatever is not delivered by then stays queued for the worker.
 */
async function send(
  forms: FormsServices,
  kind: FormKind,
  caller: Caller,
  fields: FormFields,
  files: OutboxFile[],
  email: string,
): Promise<SubmissionOutcome> {
  const submission = {
    kind,
    backend: formBackend(kind, caller.brand, forms.config.callRoutes),
    path: formPath(kind),
    fields,
    files,
    client: ipKey(caller.clientIp),
    email,
  };
  let id: string;
  let reference: string;
  try {
    reference = await forms.outbox.newReference();
    id = await forms.outbox.enqueue({ ...submission, reference });
  } catch (error) {
    if (error instanceof OutboxFullError && error.scope === 'client') {
      // This address's undelivered submissions already hold its share: the others' are not at risk.
      forms.logger.warn({ kind, client: submission.client }, "outbox: this address's share is full; refused");
      return {
        __typename: 'RateLimited',
        retryAfterSeconds: OUTBOX_SHARE_RETRY_SECONDS,
        reason: 'TOO_MANY_SUBMISSIONS',
      };
    }
    if (error instanceof OutboxFullError) {
      // Every byte of the quota is someone's undelivered submission: refuse clearly rather than risk one.
      forms.logger.error({ err: error, kind }, 'outbox full; submission refused');
      return {
        __typename: 'UpstreamUnavailable',
        message: 'We cannot take submissions right now; please try again later.',
      };
    }
    forms.logger.error({ err: error, kind }, 'outbox cannot take the submission; trying the back-end directly');
    return sendWithoutOutbox(forms, submission);
  }
  const wait = sleep(forms.config.outbox.inlineWaitMs, { status: 'busy' } as const);
  // A refusal (422) that arrives while the visitor waits is shown to them and the entry goes; one
  // that arrives after they were told "queued" becomes a dead letter instead of vanishing.
  let visitorWaiting = true;
  const first = forms.outbox
    .attempt(id, { visitorHearsRefusal: () => visitorWaiting })
    .catch((error: unknown): AttemptResult<FieldError[]> => {
      forms.logger.warn({ err: error, id }, 'first delivery try failed; the worker retries it');
      return { status: 'pending', error: String(error) };
    });
  const result = await Promise.race([first, wait.promise]);
  visitorWaiting = false;
  wait.cancel();
  if (result.status === 'pending') {
    forms.logger.warn({ id, kind, error: result.error }, 'submission queued in the outbox');
  }
  return outcomeOfAttempt(id, reference, result);
}

/** Last resort when the outbox is unusable (disk full, closed): deliver now or tell the visitor. */
async function sendWithoutOutbox(forms: FormsServices, submission: OutboxSubmission): Promise<SubmissionOutcome> {
  const id = randomUUID();
  const reference = newReference();
  const { email: _email, ...entry } = submission;
  const outcome = await forms.deliver({ ...entry, id, reference, attempts: 0, createdAt: Date.now() });
  if (outcome.status === 'delivered') {
    forms.logger.info({ id, reference, kind: submission.kind, backend: submission.backend }, 'submission delivered');
    return accepted(id, reference, false);
  }
  if (outcome.status === 'rejected') return invalidInput(outcome.reason);
  // A field naming mismatch (dead-letter) cannot be kept without the outbox: said as unavailable.
  if (outcome.status === 'dead-letter')
    forms.logger.error(
      { reason: outcome.reason },
      'submission not taken: field naming mismatch and no outbox to keep it',
    );
  return { __typename: 'UpstreamUnavailable', message: 'The service is unavailable; please try again later.' };
}

/** The application with its option tables' labels; UpstreamUnavailable when the tables cannot be read. */
async function labelled(
  forms: FormsServices,
  application: ScoutingApplication,
  tables: ScoutingOptionTables,
): Promise<SubmissionOutcome | ScoutingApplication> {
  let checked;
  try {
    checked = await withTableLabels(application, tables);
  } catch (error) {
    // The choices cannot be checked (the manager service is down and its tables were never read):
    // refused, nothing stored, rather than send the agency labels nobody vouched for.
    forms.logger.warn({ err: error }, 'scouting option tables unavailable; application refused');
    return {
      __typename: 'UpstreamUnavailable',
      message: 'We cannot check the chosen options right now; please try again shortly.',
    };
  }
  return checked.ok ? checked.value : invalidInput(checked.fields);
}

export async function submitScoutingApplication(
  forms: FormsServices,
  caller: Caller,
  input: ScoutingApplicationInput,
  photos: readonly File[],
  tables: ScoutingOptionTables,
): Promise<SubmissionOutcome> {
  const limited = await ipGuard(forms, caller.clientIp);
  if (limited) return limited;
  const application = validateScouting(input);
  const photoErrors = await photoFieldErrors(photos);
  const problems = [...(application.ok ? [] : application.fields), ...photoErrors];
  if (!application.ok || problems.length > 0) return invalidInput(problems);
  const limitedEmail = await emailGuard(forms, application.value.email);
  if (limitedEmail) return limitedEmail;
  const checked = await labelled(forms, application.value, tables);
  if ('__typename' in checked) return checked;
  const prepared = await preparePhotos(photos, forms.photos, ipKey(caller.clientIp));
  if (!prepared.ok) {
    if ('fields' in prepared) return invalidInput(prepared.fields);
    // No turn for its photos now: nothing was stored, and the visitor hears when to send it again.
    return {
      __typename: 'RateLimited',
      retryAfterSeconds: prepared.retryAfterSeconds,
      reason: prepared.busy === 'address' ? 'TOO_MANY_SUBMISSIONS' : 'BUSY',
    };
  }
  return send(forms, 'scouting', caller, scoutingFormFields(checked), prepared.photos, checked.email);
}

export async function submitQuoteRequest(
  forms: FormsServices,
  caller: Caller,
  input: QuoteRequestInput,
  describe: (chosen: readonly { id: string; name: string }[]) => Promise<QuotedTalent[]>,
): Promise<SubmissionOutcome> {
  const limited = await ipGuard(forms, caller.clientIp);
  if (limited) return limited;
  const quote = validateQuote(input);
  if (!quote.ok) return invalidInput(quote.fields);
  const limitedEmail = await emailGuard(forms, quote.value.email);
  if (limitedEmail) return limitedEmail;
  const fields = quoteFormFields(quote.value, await describe(quote.value.talents));
  return send(forms, 'favorites', caller, fields, [], quote.value.email);
}

export async function submitContactMessage(
  forms: FormsServices,
  caller: Caller,
  input: ContactMessageInput,
): Promise<SubmissionOutcome> {
  const limited = await ipGuard(forms, caller.clientIp);
  if (limited) return limited;
  const message = validateContact(input);
  if (!message.ok) return invalidInput(message.fields);
  const limitedEmail = await emailGuard(forms, message.value.email);
  if (limitedEmail) return limitedEmail;
  return send(forms, 'contact', caller, contactFormFields(message.value), [], message.value.email);
}
