export { createOutbox, type Outbox, type OutboxConfig } from './outbox';
export type { AttemptResult, Deliver, DeliveryOutcome, OutboxEntry, OutboxFile, OutboxSubmission } from './types';
