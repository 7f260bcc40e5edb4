import { Contract, type ContractProblem } from '@agency/schema/contract';
import { UPSTREAM_CALLS, callEndpoint, type UpstreamCallId } from '@agency/schema/upstream-calls';
import type { GatewayConfig } from '../config';
import { BACKENDS, type Backend } from '../backends';
import { IDEMPOTENCY_KEY_HEADER } from '../modules/forms/delivery';
import { parseFormFieldNames, type FormFieldNames } from '../modules/forms/field-names';
import { createUpstream, type Upstream } from '../upstream/client';
import { isUpstreamError } from '../upstream/errors';
import { compareFormFields, sentFormFields } from './form-fields';
import { checkSiteMedia, mediaOrigins } from './media';
import { planPreflight, type PlannedCall } from './plan';

/** One line of the preflight's table. */
export interface PreflightRow {
  /** The back-end asked, or `site` for the checks of the running site (its CSP and the media it shows). */
  backend: Backend | 'site';
  /** The call table's id, with what distinguishes the row (a brand, a post type). */
  call: string;
  /** The HTTP status, or what went wrong before one came back. */
  status: string;
  /** `ok`, or the fields that differ from the contract. */
  shape: string;
  /** Form rows: the fields we send against the panel's required ones. */
  form: string;
  /** What a visitor would lose ('' when nothing). */
  loss: string;
  /** This breaks a page or a form: the preflight fails. */
  breaks: boolean;
  /** Longer explanations printed under the table. */
  details: string[];
}

export interface PreflightResult {
  rows: PreflightRow[];
  exitCode: 0 | 1;
}

type Config = Pick<GatewayConfig, 'backends' | 'upstream' | 'vars' | 'callRoutes'>;

/**
 * The site's side (PREFLIGHT_SITE_URL, the running site's address): every media origin the answers
 * point at must be in the site's CSP and answer with a media file, or pages show empty frames.
 */
async function siteRows(config: Config, answered: [Backend, unknown][]): Promise<PreflightRow[]> {
  const origins = mediaOrigins(answered, (backend) => config.backends[backend].mediaBase);
  const base = { backend: 'site' as const, form: '', details: [] as string[] };
  const siteUrl = config.vars.PREFLIGHT_SITE_URL;
  if (!siteUrl) {
    return [
      {
        ...base,
        call: 'media hosts',
        status: 'not asked',
        shape: '-',
        loss: `PREFLIGHT_SITE_URL unset: the site's CSP was not checked against ${origins.size} media origin(s)`,
        breaks: false,
      },
    ];
  }
  const { csp, checks } = await checkSiteMedia(siteUrl, origins);
  if (!csp) {
    return [{ ...base, call: 'CSP', status: `none at ${siteUrl}`, shape: '-', loss: 'every media host', breaks: true }];
  }
  return checks.map((check) => ({
    ...base,
    call: `media ${check.origin}`,
    status: check.answer,
    shape: check.allowed ? 'in the CSP' : "NOT in the site's CSP: add it to MEDIA_HOSTS",
    loss: check.allowed && check.answers ? '' : 'the photos from this host',
    breaks: !check.allowed || !check.answers,
    details: check.answers ? [] : [`sample ${check.sample}: ${check.answer}`],
  }));
}

/** A contract problem that breaks reading (a missing or mistyped field); an extra field does not. */
const breaksReading = (problem: ContractProblem) =>
  !/^must NOT have (additional|unevaluated) properties/.test(problem.message);

/** One line per kind of problem: list items are folded (`/data/3/name` and `/data/7/name` are `/data/*` + name). */
function fold(problems: ContractProblem[]): string[] {
  const counts = new Map<string, number>();
  for (const problem of problems) {
    const line = `${problem.path.replace(/\/\d+(?=\/|$)/g, '/*')} ${problem.message}`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return [...counts].map(([line, n]) => (n > 1 ? `${line} (${n} times)` : line));
}

function describeShape(problems: ContractProblem[]): { shape: string; breaks: boolean; details: string[] } {
  if (problems.length === 0) return { shape: 'ok', breaks: false, details: [] };
  const breaking = fold(problems.filter(breaksReading));
  const extra = fold(problems.filter((p) => !breaksReading(p)));
  const shown = breaking.length > 0 ? breaking : extra;
  const more = shown.length > 1 ? ` (+${shown.length - 1} more)` : '';
  return {
    shape: `${breaking.length > 0 ? 'differs' : 'extra fields'}: ${shown[0]}${more}`,
    breaks: breaking.length > 0,
    details: [...breaking, ...extra.map((line) => `${line} (ignored)`)],
  };
}

function failure(error: unknown): string {
  if (isUpstreamError(error)) return error.status !== undefined ? String(error.status) : error.code.toLowerCase();
  return error instanceof Error ? error.message : String(error);
}

const lossOf = (planned: PlannedCall) => `${UPSTREAM_CALLS[planned.call].loss} (${planned.brands.join(', ')})`;
const label = (planned: PlannedCall) => (planned.detail ? `${planned.call} ${planned.detail}` : planned.call);

async function signIn(upstream: Upstream, backend: Backend, calls: PlannedCall[]): Promise<PreflightRow> {
  const uses = [...new Set(calls.filter((c) => c.backend === backend).map((c) => c.call))];
  const row = { backend, call: 'sign-in', form: '', details: [] as string[] };
  try {
    await upstream.probe(backend);
    return { ...row, status: 'ok', shape: '-', loss: '', breaks: false };
  } catch (error) {
    return {
      ...row,
      status: failure(error),
      shape: '-',
      // A back-end no call goes to (all routed elsewhere) loses nothing by refusing.
      loss: uses.length > 0 ? `every call to ${backend} fails: ${uses.join(', ')}` : '',
      breaks: uses.length > 0,
    };
  }
}

async function read(
  upstream: Upstream,
  contract: Contract,
  planned: PlannedCall,
  request: Exclude<ReturnType<PlannedCall['request']>, { skip: string }>,
  lastStatus: () => number | null,
): Promise<{ row: PreflightRow; body?: unknown }> {
  const base = { backend: planned.backend, call: label(planned), form: '', details: [] as string[] };
  let body: unknown;
  try {
    body =
      request.body === undefined
        ? await upstream.get(planned.backend, request.path, { query: request.query })
        : await upstream.postJson(planned.backend, request.path, request.body, { query: request.query, read: true });
  } catch (error) {
    return { row: { ...base, status: failure(error), shape: '-', loss: lossOf(planned), breaks: true } };
  }
  const spec = callEndpoint(planned.call);
  const shape = describeShape(contract.problems(spec.path, spec.method, 200, body));
  const row = { ...base, status: String(lastStatus() ?? 200), ...shape, loss: shape.breaks ? lossOf(planned) : '' };
  return { row, body };
}

/**
 * A form's required fields, learned from an empty multipart post: a panel validating like Laravel
 * answers 422 naming each field it requires, and stores nothing.
 */
async function learnForm(
  upstream: Upstream,
  contract: Contract,
  planned: PlannedCall,
  path: string,
  names: FormFieldNames,
): Promise<PreflightRow> {
  const base = { backend: planned.backend, call: label(planned), details: [] as string[] };
  const loss = lossOf(planned);
  let answer: { status: number; body: unknown };
  try {
    answer = await upstream.postForm(planned.backend, path, new FormData());
  } catch (error) {
    return { ...base, status: failure(error), shape: '-', form: 'not learned', loss, breaks: true };
  }
  const status = String(answer.status);
  if (answer.status >= 200 && answer.status < 300) {
    return {
      ...base,
      status,
      shape: '-',
      form: 'the panel stored an empty post',
      loss: 'the panel validates nothing: check it stored an empty submission, and remove it',
      breaks: true,
    };
  }
  const errors = (answer.body as { errors?: unknown } | null)?.errors;
  if (answer.status !== 422 || typeof errors !== 'object' || errors === null) {
    return { ...base, status, shape: '-', form: 'not learned (no 422 naming fields)', loss, breaks: true };
  }
  const spec = callEndpoint(planned.call);
  const shape = describeShape(contract.problems(spec.path, spec.method, 422, answer.body));
  const idempotency = await idempotencyOf(upstream, planned.backend, path);
  const required = Object.keys(errors);
  const sent = sentFormFields(planned.form!, planned.backend, names);
  const { neverSent, sometimesEmpty, suggestions } = compareFormFields(required, sent);
  const details = [
    `we send: ${sent.always.join(', ')}${sent.whenFilled.length > 0 ? `; when filled: ${sent.whenFilled.join(', ')}` : ''}`,
    `the panel requires: ${required.join(', ')}`,
    ...suggestions.map(
      (s) =>
        `'${s.theirs}' looks like our '${s.ours}': FORM_FIELD_NAMES=${planned.backend}.${planned.form}.${s.ours}=${s.theirs}`,
    ),
  ];
  const problems = [
    ...neverSent.map((field) => `${field} never sent`),
    ...sometimesEmpty.map((field) => `${field} sent only when filled`),
  ];
  const form = problems.length > 0 ? problems.join('; ') : `ok (${required.length} required, all sent)`;
  const breaks = problems.length > 0;
  return {
    ...base,
    status,
    shape: shape.shape,
    form,
    loss: breaks ? `${loss}: dead letters until FORM_FIELD_NAMES matches the panel` : '',
    breaks,
    details: [...details, `Idempotency-Key: ${idempotency}`, ...shape.details],
  };
}

/**
 * Whether the panel reads Idempotency-Key, as far as an empty post can tell: one carrying a key no
 * implementation takes (300 characters) is refused with 400 by a panel that checks keys, before it
 * validates anything; a panel that answers its usual 422 never looked at the key. Stores nothing either way.
 */
async function idempotencyOf(upstream: Upstream, backend: Backend, path: string): Promise<string> {
  let status: number | string;
  try {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'k'.repeat(300) };
    status = (await upstream.postForm(backend, path, new FormData(), { headers })).status;
  } catch (error) {
    status = failure(error);
  }
  if (status === 400) return 'the panel reads it (a malformed key is refused with 400)';
  return `not shown (a malformed key was answered ${status}): if the panel ignores it, a delivery retried after a lost answer may be stored twice (at least once)`;
}

/**
 * The deployer's preflight: signs in to every back-end exactly as the gateway does (its config, token
 * client and upstream wrapper), makes one of each read the gateway makes on each back-end the call
 * table routes it to, checks every answer against the REST contract, and learns each form's required
 * fields from an empty post. Nothing is written anywhere.
 */
export async function runPreflight(config: Config): Promise<PreflightResult> {
  let status: number | null = null;
  // The preflight validates every answer itself: the gateway's sampling stays off.
  const policy = { ...config.upstream, contractSampleEvery: 0 };
  const upstream = createUpstream({ ...config, upstream: policy }, { onRequest: (event) => (status = event.status) });
  const contract = new Contract();
  const names = parseFormFieldNames(config.vars.FORM_FIELD_NAMES);
  const plan = planPreflight(config.callRoutes);
  const rows: PreflightRow[] = [];
  const signedIn = new Map<Backend, boolean>();
  for (const backend of BACKENDS) {
    const row = await signIn(upstream, backend, plan);
    signedIn.set(backend, row.status === 'ok');
    rows.push(row);
  }
  const answers = new Map<string, unknown>();
  const answered: [Backend, unknown][] = [];
  const key = (call: UpstreamCallId, backend: Backend, detail = '') => `${call}|${backend}|${detail}`;
  for (const planned of plan) {
    const base = { backend: planned.backend, call: label(planned), form: '', details: [] as string[] };
    if (!signedIn.get(planned.backend)) {
      rows.push({ ...base, status: 'not asked', shape: '-', loss: lossOf(planned), breaks: true });
      continue;
    }
    const request = planned.request((call, backend, detail) => answers.get(key(call, backend, detail)));
    if ('skip' in request) {
      rows.push({ ...base, status: 'not asked', shape: '-', loss: request.skip, breaks: false });
      continue;
    }
    if (planned.form) {
      rows.push(await learnForm(upstream, contract, planned, request.path, names));
      continue;
    }
    status = null;
    const result = await read(upstream, contract, planned, request, () => status);
    if (result.body !== undefined) {
      answers.set(key(planned.call, planned.backend, planned.detail), result.body);
      answered.push([planned.backend, result.body]);
    }
    rows.push(result.row);
  }
  rows.push(...(await siteRows(config, answered)));
  return { rows, exitCode: rows.some((row) => row.breaks) ? 1 : 0 };
}
