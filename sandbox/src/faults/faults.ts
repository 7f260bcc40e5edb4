import type { RestSchemas } from '@agency/schema/rest-operations';
import { BACKENDS, type Backend } from '../backends';

/**
 * A back-end's faults, as the admin API takes and answers them (the contract's Fault, FaultPatch,
 * FaultRename and FaultFormFieldNames, generated from schema/agency-api.openapi.yaml):
 * - latencyMs: added delay before every answer of that back-end;
 * - answerDelayMs: delay after the request was handled (a form already stored) and before its
 *   answer is sent, the window in which a client that dies or times out was served without knowing it;
 * - errorRate: share of requests (0..1) answered 500 after the delay;
 * - down: 'down', every request answers 503 at once; 'refuse', the socket is closed without an
 *   answer, which clients see like a refused or reset connection;
 * - removedRoutes: routes as registered (restRoute's patterns) answered 404 as if the back-end did
 *   not serve them, a deployment pointing a call at the wrong back-end;
 * - renamedField: a JSON key renamed, at every depth, in the answers of one route;
 * - formFieldNames: the panel's own names for form fields, per form (`{ contact: { email: 'Email' } }`
 *   makes the contact form read and require `Email` where it read `email`).
 */
export type Fault = RestSchemas['Fault'];
export type FaultPatch = RestSchemas['FaultPatch'];
export type AnswerRename = RestSchemas['FaultRename'];
export type FormFieldNames = RestSchemas['FaultFormFieldNames'];

export const NO_FAULT: Fault = {
  latencyMs: 0,
  answerDelayMs: 0,
  errorRate: 0,
  down: false,
  removedRoutes: [],
  renamedField: null,
  formFieldNames: {},
};

const ROUTE = /^\/[\w\-/:.]{1,200}$/;
const KEY = /^[A-Za-z_][\w.[\]-]{0,63}$/;
const FORMS = ['scouting', 'favorites', 'contact'];

function checkRename(value: unknown): string | null {
  if (value === null) return null;
  const rename = value as Partial<AnswerRename> | undefined;
  if (typeof rename !== 'object' || typeof rename.route !== 'string' || !ROUTE.test(rename.route)) {
    return 'renamedField must be null or { route: "/api/...", from, to }';
  }
  if (
    typeof rename.from !== 'string' ||
    !KEY.test(rename.from) ||
    typeof rename.to !== 'string' ||
    !KEY.test(rename.to)
  )
    return 'renamedField.from and .to must be field names';
  return null;
}

function checkFormFieldNames(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'formFieldNames must be an object';
  for (const [form, names] of Object.entries(value)) {
    if (!FORMS.includes(form)) return `formFieldNames: unknown form ${form} (scouting, favorites or contact)`;
    if (typeof names !== 'object' || names === null || Array.isArray(names))
      return `formFieldNames.${form} must be an object`;
    const entries = Object.entries(names as Record<string, unknown>);
    if (entries.length > 40) return `formFieldNames.${form}: at most 40 names`;
    for (const [ours, theirs] of entries)
      if (!KEY.test(ours) || typeof theirs !== 'string' || !KEY.test(theirs))
        return `formFieldNames.${form}: ${ours} -> ${String(theirs)} is not a pair of field names`;
  }
  return null;
}

/**
 * Parses SANDBOX_FAULT_<BACKEND>: comma-combinable `down`, `refuse`, `latency=3000`,
 * `answer-delay=3000`, `error=0.5`, `remove=/api/talents_by_album`, `rename=name>nome@/api/talent/profile`,
 * `field=contact.email>Email`. Throws on anything else so a typo is not silently ignored.
 */
export function parseFaultEnv(value: string): Fault {
  const fault: Fault = { ...NO_FAULT, removedRoutes: [], formFieldNames: {} };
  for (const raw of value.split(',')) {
    const part = raw.trim();
    if (!part) continue;
    const [key, arg] = part.split('=', 2) as [string, string | undefined];
    if (key === 'down' || key === 'refuse') fault.down = key;
    else if (key === 'latency' && arg !== undefined && Number.isFinite(Number(arg)) && Number(arg) >= 0) {
      fault.latencyMs = Number(arg);
    } else if (key === 'answer-delay' && arg !== undefined && Number.isFinite(Number(arg)) && Number(arg) >= 0) {
      fault.answerDelayMs = Number(arg);
    } else if (key === 'error' && arg !== undefined && Number(arg) >= 0 && Number(arg) <= 1)
      fault.errorRate = Number(arg);
    else if (key === 'remove' && arg !== undefined && ROUTE.test(arg)) fault.removedRoutes.push(arg);
    else if (key === 'rename' && /^[^>@]+>[^>@]+@.+$/.test(arg ?? '')) {
      const [names, route] = arg!.split('@', 2) as [string, string];
      const [from, to] = names.split('>', 2) as [string, string];
      fault.renamedField = { route, from, to };
      const problem = checkRename(fault.renamedField);
      if (problem) throw new Error(`Bad fault spec "${part}": ${problem}`);
    } else if (key === 'field' && /^\w+\.[^>]+>.+$/.test(arg ?? '')) {
      const [form, pair] = [arg!.slice(0, arg!.indexOf('.')), arg!.slice(arg!.indexOf('.') + 1)];
      const [ours, theirs] = pair.split('>', 2) as [string, string];
      const names = {
        ...fault.formFieldNames,
        [form]: { ...fault.formFieldNames[form as keyof FormFieldNames], [ours]: theirs },
      };
      const problem = checkFormFieldNames(names);
      if (problem) throw new Error(`Bad fault spec "${part}": ${problem}`);
      fault.formFieldNames = names;
    } else
      throw new Error(
        `Bad fault spec "${part}" (use down, refuse, latency=<ms>, answer-delay=<ms>, error=<0..1>, remove=<route>, rename=<from>><to>@<route>, field=<form>.<ours>><theirs>)`,
      );
  }
  return fault;
}

export class FaultState {
  private readonly faults = new Map<Backend, Fault>();

  constructor(initial: Partial<Record<Backend, Fault>> = {}) {
    for (const [backend, fault] of Object.entries(initial)) this.faults.set(backend as Backend, { ...fault });
  }

  get(backend: Backend): Fault {
    return this.faults.get(backend) ?? NO_FAULT;
  }

  /** Merges a patch; returns an error message for an invalid one instead of applying it. */
  patch(backend: Backend, patch: FaultPatch): string | null {
    const next = { ...this.get(backend) };
    if (patch.latencyMs !== undefined) {
      if (!Number.isFinite(patch.latencyMs) || patch.latencyMs < 0 || patch.latencyMs > 600_000)
        return 'latencyMs must be 0..600000';
      next.latencyMs = patch.latencyMs;
    }
    if (patch.answerDelayMs !== undefined) {
      if (!Number.isFinite(patch.answerDelayMs) || patch.answerDelayMs < 0 || patch.answerDelayMs > 600_000)
        return 'answerDelayMs must be 0..600000';
      next.answerDelayMs = patch.answerDelayMs;
    }
    if (patch.errorRate !== undefined) {
      if (!Number.isFinite(patch.errorRate) || patch.errorRate < 0 || patch.errorRate > 1)
        return 'errorRate must be 0..1';
      next.errorRate = patch.errorRate;
    }
    if (patch.down !== undefined) {
      if (patch.down === true) next.down = 'down';
      else if (patch.down === false || patch.down === 'down' || patch.down === 'refuse') next.down = patch.down;
      else return "down must be a boolean, 'down' or 'refuse'";
    }
    if (patch.removedRoutes !== undefined) {
      const routes = patch.removedRoutes as unknown;
      if (!Array.isArray(routes) || routes.length > 50 || routes.some((r) => typeof r !== 'string' || !ROUTE.test(r)))
        return 'removedRoutes must be a list of at most 50 routes ("/api/...")';
      next.removedRoutes = [...(routes as string[])];
    }
    if (patch.renamedField !== undefined) {
      const problem = checkRename(patch.renamedField);
      if (problem) return problem;
      next.renamedField = patch.renamedField && { ...patch.renamedField };
    }
    if (patch.formFieldNames !== undefined) {
      const problem = checkFormFieldNames(patch.formFieldNames);
      if (problem) return problem;
      next.formFieldNames = JSON.parse(JSON.stringify(patch.formFieldNames)) as FormFieldNames;
    }
    this.faults.set(backend, next);
    return null;
  }

  clear(): void {
    this.faults.clear();
  }

  snapshot(): Record<Backend, Fault> {
    return Object.fromEntries(BACKENDS.map((b) => [b, this.get(b)])) as Record<Backend, Fault>;
  }
}

export function faultsFromEnv(env: Record<string, string | undefined>): Partial<Record<Backend, Fault>> {
  const out: Partial<Record<Backend, Fault>> = {};
  for (const backend of BACKENDS) {
    const value = env[`SANDBOX_FAULT_${backend.toUpperCase()}`];
    if (value) out[backend] = parseFaultEnv(value);
  }
  return out;
}
