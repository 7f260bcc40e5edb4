/*
 * The rules every server applies to its deployment settings when it starts (the gateway's
 * config.ts, the site's scripts/serve-brands.mjs, the sandbox): secrets read from files, the demo
 * back-ends named explicitly, and a production start that refuses a missing setting or one still at
 * the sandbox's value. Plain JavaScript (typed by deployment.d.mts): the site's Node entry imports
 * it as it is.
 */
import { readFileSync } from 'node:fs';

/**
 * The values the sandbox answers to, known to everyone who has this repository: as a production
 * setting they are no secret and no agency's address. Origins are compared without a path.
 */
export const SANDBOX_VALUES = Object.freeze({
  credentials: Object.freeze(['sandbox-salt', 'sandbox-manager-key', 'sandbox-panel-token']),
  origins: Object.freeze([
    'http://sandbox:4010',
    'http://sandbox:4011',
    'http://localhost:4010',
    'http://localhost:4011',
    'http://127.0.0.1:4010',
    'http://127.0.0.1:4011',
  ]),
});

/** The sandbox's own credentials, which it accepts unless told others (SANDBOX_MANAGER_* / SANDBOX_PANEL_*). */
export const SANDBOX_CREDENTIALS = Object.freeze({
  salt: 'sandbox-salt',
  managerKey: 'sandbox-manager-key',
  panelToken: 'sandbox-panel-token',
});

/**
 * `NAME_FILE` for every secret `NAME`: the value is read from that file (a mounted Kubernetes or
 * Docker secret), trailing newline dropped. Setting both is refused: which one wins would be a guess.
 * Returns a copy of `env` with the values filled in.
 */
export function withFileSecrets(env, names, read = (file) => readFileSync(file, 'utf8')) {
  const out = { ...env };
  for (const name of names) {
    const file = env[`${name}_FILE`];
    if (file === undefined || file === '') continue;
    if (env[name] !== undefined && env[name] !== '') throw new Error(`${name} and ${name}_FILE are both set: keep one`);
    let value;
    try {
      value = read(file).replace(/\r?\n$/, '');
    } catch (error) {
      throw new Error(`${name}_FILE: cannot read '${file}' (${error instanceof Error ? error.message : error})`);
    }
    if (value === '') throw new Error(`${name}_FILE: '${file}' is empty`);
    out[name] = value;
  }
  return out;
}

/**
 * SANDBOX_URL: the demo back-ends (the sandbox at that URL answers for every panel, its talent CDN on
 * the next port). Only an explicit setting runs a server on them; without it, nothing falls back
 * to the sandbox. Returns null when unset.
 */
export function sandboxDemo(env) {
  const raw = env.SANDBOX_URL;
  if (raw === undefined || raw === '') return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SANDBOX_URL must be a URL like http://localhost:4010, got '${raw}'`);
  }
  const cdn = new URL(url.origin);
  cdn.port = String(Number(url.port || (url.protocol === 'https:' ? 443 : 80)) + 1);
  return { origin: url.origin, cdnOrigin: cdn.origin };
}

/** The origin of a URL-valued setting, or null when it is not a URL. */
function originOf(value) {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The problems of a production start, one per variable, each naming it: `required` must be set;
 * `urls` (upstreams, media hosts; comma-separated lists allowed) must not name the sandbox;
 * `secrets` must not be the sandbox's public values. An empty list means the start may go on.
 */
export function productionProblems(env, { required = [], urls = [], secrets = [] }) {
  const problems = [];
  for (const name of required) {
    if (env[name] === undefined || env[name] === '') problems.push(`${name} is required in production`);
  }
  for (const name of urls) {
    const values = (env[name] ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    const sandbox = values.find((value) => SANDBOX_VALUES.origins.includes(originOf(value) ?? ''));
    if (sandbox)
      problems.push(`${name} names the sandbox (${sandbox}): set the agency's own, or SANDBOX_URL to run the demo`);
  }
  for (const name of secrets) {
    if (SANDBOX_VALUES.credentials.includes(env[name] ?? '')) {
      problems.push(`${name} is the sandbox's public value: set the agency's own`);
    }
  }
  return problems;
}
