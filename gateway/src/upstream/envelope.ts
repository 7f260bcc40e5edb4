import type { DriftNote } from './drift';

/**
 * A single record from an answer that may or may not wrap it in `{ data }`: the family's single-post
 * answers are bare, the contract's site calls wrap. Either is read; the shape the contract does not name
 * is noted as `envelope_mismatch` (`expectBare` says which one the contract names).
 */
export function unwrap<T>(answer: unknown, note: DriftNote, expectBare = true): T | null {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const record = answer as Record<string, unknown>;
  const wrapped = 'data' in record && Object.keys(record).length <= 3 && typeof record.data === 'object';
  if (wrapped === expectBare) note('envelope_mismatch', wrapped ? 'a { data } envelope' : 'a bare record');
  return (wrapped ? record.data : record) as T | null;
}
