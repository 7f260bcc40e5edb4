/** A file of a submission, e.g. the re-encoded photo for field image_1. */
export interface OutboxFile {
  field: string;
  fileName: string;
  data: Buffer;
}

/** What the outbox keeps: where to post, the text fields and the files. */
export interface OutboxSubmission {
  /** Free label for logs and metrics, e.g. 'scouting'. */
  kind: string;
  backend: string;
  path: string;
  fields: Record<string, string>;
  files: OutboxFile[];
}

export interface OutboxEntry extends OutboxSubmission {
  id: string;
  attempts: number;
  createdAt: number;
}

/**
 * The result of one delivery try. `rejected` means the back-end refused the content itself (422):
 * retrying cannot help, so the entry is dropped. `retry` covers everything that may heal.
 */
export type DeliveryOutcome<R> =
  { status: 'delivered' } | { status: 'rejected'; reason: R } | { status: 'retry'; error: string };

export type Deliver<R> = (entry: OutboxEntry) => Promise<DeliveryOutcome<R>>;

/** The result of `attempt`: like DeliveryOutcome, plus 'busy' when another attempt holds the entry. */
export type AttemptResult<R> =
  | { status: 'delivered' }
  | { status: 'rejected'; reason: R }
  | { status: 'pending'; error: string }
  | { status: 'busy' };
