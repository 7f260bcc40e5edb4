export {
  createOutbox,
  DEFAULT_OUTBOX_LIMITS,
  OutboxFullError,
  type AttemptOptions,
  type DeadLetterEvent,
  type OutboxEvent,
  type Outbox,
  type OutboxConfig,
  type OutboxLimits,
} from './outbox';
export { OutboxStore, type DeadLetter, type ListedEntry, type ListFilter } from './store';
export type { OutboxStorage } from './storage';
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
