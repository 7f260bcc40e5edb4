import type { FieldError } from '@agency/schema/validation';
import type { Deliver, DeliveryOutcome } from '../../outbox';
import { BACKENDS, type Backend } from '../../backends';
import type { Upstream, UpstreamResponse } from '../../upstream/client';
import { fieldErrorsFromRest } from './mappers';
import type { RestFormAnswer } from './rest';
import { panelFieldName, type FormFieldNames } from './field-names';

/** The dead-letter cause of a refusal for a field the visitor never filled (a label on the metric). */
export const FIELD_MISMATCH = 'field-mismatch';

/**
 * The fields a 422 names that the visitor never filled: ones the delivery did not carry (our mapper
 * does not send them, or sends them under another name) or carried empty (optional for us, required
 * by the panel). Our own validation has already refused every empty required field, so such a
 * refusal is a mismatch between us and the panel, not bad input, and the visitor cannot fix it. A
 * Laravel key inside a field (`favorites.12.name`) is no field we send either: the panel expects
 * another shape of what the gateway builds, which the visitor cannot fix.
 */
export function unfilledFields(errors: unknown, sent: FormData): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.keys(errors).filter((field) => {
    const value = sent.get(field);
    return value === null || value === '';
  });
}

/**
 * What a back-end's answer to a form post means for the outbox: 2xx delivered; 422 naming a field
 * the visitor never filled is a dead letter at once (kept with the panel's answer; the visitor hears
 * "received"); any other 422 the content is refused (field errors, drop it); any other answer may
 * heal (a misconfigured token, a 404 from a wrong base URL...), so the entry stays and is tried again.
 */
export function classifyFormAnswer(
  answer: UpstreamResponse<RestFormAnswer | null>,
  sent: FormData,
): DeliveryOutcome<FieldError[]> {
  if (answer.status >= 200 && answer.status < 300) return { status: 'delivered' };
  if (answer.status === 422) {
    const unfilled = unfilledFields(answer.body?.errors, sent);
    if (unfilled.length > 0) {
      return {
        status: 'dead-letter',
        cause: FIELD_MISMATCH,
        reason: `the panel requires fields the visitor never filled: ${unfilled.join(', ')} (a field naming mismatch: check FORM_FIELD_NAMES, then replay); panel's answer: ${JSON.stringify(answer.body)}`,
      };
    }
    return { status: 'rejected', reason: fieldErrorsFromRest(answer.body?.errors) };
  }
  return { status: 'retry', error: `back-end answered ${answer.status}` };
}

function asBackend(name: string): Backend {
  const backend = BACKENDS.find((b) => b === name);
  if (!backend) throw new Error(`outbox entry names unknown back-end '${name}'`);
  return backend;
}

/**
 * The header that makes a delivery idempotent: every try of one outbox entry carries its id, so a
 * back-end that took an earlier try (whose answer never reached us: a timeout, a crash before the
 * outbox recorded it) answers the repeat without storing it twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Posts an outbox entry as multipart/form-data through the one upstream client, each field under the
 * name its panel reads (FORM_FIELD_NAMES), looked up at delivery: a replayed dead letter goes out
 * under the names configured now.
 */
export function createFormDelivery(
  upstream: Upstream,
  timeoutMs: number,
  fieldNames: FormFieldNames = {},
): Deliver<FieldError[]> {
  return async (entry) => {
    const form = new FormData();
    const name = (field: string) => panelFieldName(fieldNames, entry.backend, entry.kind, field);
    for (const [field, value] of Object.entries(entry.fields)) form.append(name(field), value);
    // The reference the visitor was shown travels with the submission, so the agency can find it by it.
    if (entry.reference) form.append(name('reference'), entry.reference);
    for (const file of entry.files) {
      form.append(name(file.field), new File([new Uint8Array(file.data)], file.fileName, { type: 'image/jpeg' }));
    }
    try {
      const answer = await upstream.postForm<RestFormAnswer | null>(asBackend(entry.backend), entry.path, form, {
        timeoutMs,
        headers: { [IDEMPOTENCY_KEY_HEADER]: entry.id },
      });
      return classifyFormAnswer(answer, form);
    } catch (error) {
      // Unreachable, timeout, 5xx, 429, refused token, open circuit: all worth another try later.
      return { status: 'retry', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  };
}
