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
  /**
   * The submitter's address bucket (e.g. `ip:203.0.113.7`, an IPv6 /64), for its share of the byte
   * quota; erased with the visitor's data once delivered. Unset: counted in the whole quota only.
   */
  client?: string;
  /** The short reference the visitor is shown (reference.ts); drawn by the outbox when not given. */
  reference?: string;
  /** The visitor's e-mail address: only its hash is kept beside the entry, to find it by (staff's list). */
  email?: string;
}

export interface OutboxEntry extends Omit<OutboxSubmission, 'reference' | 'email'> {
  id: string;
  attempts: number;
  createdAt: number;
  /** Null only for entries stored before references existed. */
  reference: string | null;
}

/**
 * A refusal the visitor cannot fix and a retry cannot heal (the back-end asks for a field under a
 * name we do not send): the entry is kept as a dead letter at once, whoever is waiting, until a
 * replay after the fix. `cause` labels the metric (a short fixed word chosen by the deliverer).
 */
export interface DeadLetterOutcome {
  status: 'dead-letter';
  cause: string;
  reason: string;
}

/**
 * The result of one delivery try. `rejected` means the back-end refused the content itself (422):
 * retrying cannot help, so the entry is dropped. `retry` covers everything that may heal.
 */
export type DeliveryOutcome<R> =
  { status: 'delivered' } | { status: 'rejected'; reason: R } | { status: 'retry'; error: string } | DeadLetterOutcome;

export type Deliver<R> = (entry: OutboxEntry) => Promise<DeliveryOutcome<R>>;

/** The result of `attempt`: like DeliveryOutcome, plus 'busy' when another attempt holds the entry. */
export type AttemptResult<R> =
  | { status: 'delivered' }
  | { status: 'rejected'; reason: R }
  | DeadLetterOutcome
  | { status: 'pending'; error: string }
  | { status: 'busy' };
