// The inline scripts a page may run, allowed by their hashes in its CSP instead of 'unsafe-inline'.
// Only Next's own bootstrap qualifies, recognised by its exact shapes with a pure JSON argument
// (data, never code): the chunk list of Turbopack's runtime, the flight-data queue's start and each
// `self.__next_f.push(<JSON>)`. Any other inline script (one a stored value smuggled into the HTML)
// gets no hash, so the browser refuses it. Plain JavaScript: the site's server loads it outside
// Next's bundles.
import { createHash } from 'node:crypto';

const QUEUE_START = '(self.__next_f=self.__next_f||[]).push([0])';
const DATA_CALLS = ['self.__next_f.push(', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push('];
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Whether `code` is one of Next's bootstrap shapes, whose only argument is JSON data. */
export function isNextBootstrap(code) {
  if (code === QUEUE_START) return true;
  const call = DATA_CALLS.find((start) => code.startsWith(start));
  if (!call) return false;
  const body = code.endsWith(');')
    ? code.slice(call.length, -2)
    : code.endsWith(')')
      ? code.slice(call.length, -1)
      : null;
  if (body === null) return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/** The CSP source expressions ('sha256-…') of the page's inline scripts that are Next's bootstrap. */
export function bootstrapScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, code] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !isNextBootstrap(code)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy with the hashes in script-src and without 'unsafe-inline' there (a browser that knows
 * hashes ignores it anyway; dropping it says the same to every reader). Without hashes, unchanged.
 */
export function policyWithScriptHashes(policy, hashes) {
  if (hashes.length === 0) return policy;
  return policy
    .split('; ')
    .map((directive) =>
      directive.startsWith('script-src ')
        ? `${directive.replace(" 'unsafe-inline'", '')} ${hashes.join(' ')}`
        : directive,
    )
    .join('; ');
}
