export {
  createOutbox,
  DEFAULT_OUTBOX_LIMITS,
  OutboxFullError,
  type AttemptOptions,
  type DeadLetterEvent,
  type Outbox,
  type OutboxConfig,
  type OutboxLimits,
} from './outbox';
export { OutboxStore, type DeadLetter } from './store';
export type {
  AttemptResult,
  DeadLetterOutcome,
  Deliver,
  DeliveryOutcome,
  OutboxEntry,
  OutboxFile,
  OutboxSubmission,
} from './types';
