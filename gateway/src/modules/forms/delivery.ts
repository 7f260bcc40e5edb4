import type { FieldError } from '@agency/schema/validation';
import type { Deliver, DeliveryOutcome } from '../../outbox';
import { BACKENDS, type Backend } from '../../backends';
import type { Upstream, UpstreamResponse } from '../../upstream/client';
import { fieldErrorsFromRest } from './mappers';
import type { RestFormAnswer } from './rest';

/**
 * What a back-end's answer to a form post means for the outbox: 2xx delivered; 422 the content is
 * refused (field errors, drop it); any other answer may heal (a misconfigured token, a 404 from a
 * wrong base URL...), so the entry stays and is tried again later.
 */
export function classifyFormAnswer(answer: UpstreamResponse<RestFormAnswer | null>): DeliveryOutcome<FieldError[]> {
  if (answer.status >= 200 && answer.status < 300) return { status: 'delivered' };
  if (answer.status === 422) return { status: 'rejected', reason: fieldErrorsFromRest(answer.body?.errors) };
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

/** Posts an outbox entry as multipart/form-data through the one upstream client. */
export function createFormDelivery(upstream: Upstream, timeoutMs: number): Deliver<FieldError[]> {
  return async (entry) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(entry.fields)) form.append(name, value);
    for (const file of entry.files) {
      form.append(file.field, new File([new Uint8Array(file.data)], file.fileName, { type: 'image/jpeg' }));
    }
    try {
      const answer = await upstream.postForm<RestFormAnswer | null>(asBackend(entry.backend), entry.path, form, {
        timeoutMs,
        headers: { [IDEMPOTENCY_KEY_HEADER]: entry.id },
      });
      return classifyFormAnswer(answer);
    } catch (error) {
      // Unreachable, timeout, 5xx, 429, refused token, open circuit: all worth another try later.
      return { status: 'retry', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  };
}
