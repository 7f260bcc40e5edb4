import { Contract } from '@agency/schema/contract';
import { UPSTREAM_CALLS, type UpstreamCallId } from '@agency/schema/upstream-calls';
import type { Backend } from '../backends';
import type { DriftNote } from './drift';

/**
 * Problems the sampler reports: a missing or retyped field changes what a page shows. Fields the
 * contract does not name are left alone (a back-end may send more than we read).
 */
const IGNORED_KEYWORDS = new Set(['additionalProperties', 'unevaluatedProperties']);

export interface ContractSampler {
  /** Schedules a check of a 2xx answer of `call` against the contract, off the request's path. */
  sample(backend: Backend, call: UpstreamCallId, body: unknown): void;
}

/**
 * Validates the first answer of each back-end and call, then one in `every`, against the REST
 * contract, after the answer has been handed on (setImmediate): a changed field shows up as
 * `contract_mismatch` drift on /metrics with the first problem logged, never as an empty page.
 * `every` 0 turns it off.
 */
export function createContractSampler(
  every: number,
  noteFor: (backend: Backend, call: UpstreamCallId) => DriftNote,
): ContractSampler {
  if (every <= 0) return { sample: () => {} };
  let contract: Contract | null = null;
  // Parsed once soon after start, not while a visitor's answer waits behind it.
  setTimeout(() => (contract ??= new Contract()), 0).unref();
  const seen = new Map<string, number>();
  return {
    sample(backend, call, body) {
      const key = `${backend} ${call}`;
      const count = seen.get(key) ?? 0;
      seen.set(key, count + 1);
      if (count % every !== 0) return;
      setImmediate(() => {
        contract ??= new Contract();
        const { path, method } = contract.operation(UPSTREAM_CALLS[call].operationId);
        const problems = contract.problems(path, method, 200, body).filter((p) => !IGNORED_KEYWORDS.has(p.keyword));
        if (problems.length) {
          noteFor(backend, call)('contract_mismatch', problems.map((p) => `${p.path} ${p.message}`).join('; '));
        }
      });
    },
  };
}
