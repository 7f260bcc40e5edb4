export {
  admission,
  createOutbox,
  DEFAULT_OUTBOX_LIMITS,
  outboxLimits,
  OutboxFullError,
  type AttemptOptions,
  type DeadLetterEvent,
  type OutboxEvent,
  type Outbox,
  type OutboxConfig,
  type OutboxLimits,
} from './outbox';
export { OutboxStore } from './store';
export { SqliteOutboxStorage } from './sqlite-storage';
export { PostgresOutboxStorage } from './postgres-storage';
export { openOutboxStorage } from './open';
export type { DeadLetter, ListedEntry, ListFilter, OutboxStatus, OutboxStorage } from './storage';
export { newReference, normalizeReference } from './reference';
export type {
  AttemptResult,
  DeadLetterOutcome,
  Deliver,
  DeliveryOutcome,
  OutboxEntry,
  OutboxFile,
  OutboxSubmission,
} from './types';
