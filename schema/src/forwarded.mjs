/*
 * Forwarded headers and the settings that say whether to believe them, read one way by every part:
 * the site's Node entry (scripts/serve-brands.mjs, which imports this file as it is: hence plain
 * JavaScript, typed by forwarded.d.mts), the site's server code (lib/brand/from-request.ts,
 * lib/config.ts) and the gateway (security/client-identity.ts, config.ts).
 */

/**
 * An on/off setting such as TRUST_PROXY or TRUST_FORWARDED_HOST: unset, empty, `0` or `false` is
 * off; `1` or `true` is on. Anything else (a hop count, `yes`) stops the process with the name:
 * a setting that guards a header must never be guessed.
 */
export function readOnOff(name, raw) {
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new Error(`${name} must be 1 (on) or 0 (off), got '${raw}'`);
}

/**
 * The last entry of a comma-separated forwarded header (X-Forwarded-For, X-Forwarded-Host): the
 * one the nearest proxy, ours, wrote. Entries before it were written by whoever called that proxy
 * and prove nothing. A header repeated on the wire (Node gives an array) counts as one list.
 */
export function lastForwardedEntry(value) {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  const entries = String(joined)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? null;
}
