import type { UpstreamCallId } from '@agency/schema/upstream-calls';
import type { Backend } from '../backends';

/**
 * Drift: a back-end answer that differs from the contract and that the gateway read anyway by a
 * default, or could not read and left out. Each kind is a fixed label (the metric's label set stays
 * bounded whatever the back-ends send); the first occurrence of each backend/call/kind is logged
 * with a sample, later ones only counted (`gateway_upstream_drift_total`).
 */
export const DRIFT_KINDS = {
  /** A book or album item without `type`, shown as an image because its file is one. */
  item_type_inferred: 'defaulted',
  /** A book or album item that is neither typed as an image nor looks like one: left out. */
  item_dropped: 'dropped',
  /** A slide mode the contract does not name (e.g. an orientation), shown by what its URL holds. */
  slide_mode_inferred: 'defaulted',
  /** A slide with an unknown mode whose URL is neither an image, a video nor a known player: left out. */
  slide_dropped: 'dropped',
  /** A paginator without `last_page`: pages are read until an empty one. */
  paginator_without_last_page: 'defaulted',
  /** Paging stopped at the gateway's page ceiling before an empty page: later rows are not read. */
  paging_capped: 'dropped',
  /** A list row without a usable id or name: left out. */
  row_dropped: 'dropped',
  /** A `{ data }` envelope expected, a bare value received (or the reverse): read either way. */
  envelope_mismatch: 'defaulted',
  /** A media path that is neither an absolute URL nor root-relative: joined to the back-end's media origin. */
  media_path_relative: 'defaulted',
  /** A field the contract names was missing or empty and was asked for again another way, or read by a default. */
  field_defaulted: 'defaulted',
  /** A sampled answer that does not validate against the REST contract (schema/agency-api.openapi.yaml). */
  contract_mismatch: 'seen',
} as const;
export type DriftKind = keyof typeof DRIFT_KINDS;

export interface DriftEvent {
  backend: Backend;
  call: UpstreamCallId;
  kind: DriftKind;
  /** A short sample of what was read (an id, a mode, a validation error), for the first log line only. */
  sample?: string;
}

/** Notes drift of one call on one back-end; mappers take it so they stay pure and testable. */
export type DriftNote = (kind: DriftKind, sample?: string) => void;

/** A note that records nothing: for mappers called where nothing is read from a back-end. */
export const ignoreDrift: DriftNote = () => {};

export interface DriftSink {
  (event: DriftEvent): void;
}

/** Logs each backend/call/kind once (with its first sample) and hands every event to `count`. */
export function createDriftRecorder(
  logger: { warn(obj: object, msg: string): void } | undefined,
  count?: (event: DriftEvent) => void,
): { note(backend: Backend, call: UpstreamCallId): DriftNote; seen(): DriftEvent[] } {
  const logged = new Map<string, DriftEvent>();
  return {
    note(backend, call) {
      return (kind, sample) => {
        const event: DriftEvent = { backend, call, kind, ...(sample ? { sample: sample.slice(0, 300) } : {}) };
        count?.(event);
        const key = `${backend} ${call} ${kind}`;
        if (logged.has(key)) return;
        logged.set(key, event);
        logger?.warn(
          { drift: event, effect: DRIFT_KINDS[kind] },
          `back-end answer drift: ${backend} ${call} ${kind} (${DRIFT_KINDS[kind]})`,
        );
      };
    },
    seen: () => [...logged.values()],
  };
}
