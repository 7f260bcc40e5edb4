// Plain JavaScript: the site's server (scripts/serve-brands.mjs) loads it outside Next's bundles.

/**
 * Response headers of Next's own routing, meant for Next and never for a visitor: the proxy's
 * rewrite target (`x-middleware-rewrite` names the internal route a page was drawn from,
 * `/pt/jabuticaba/talento/12/ana`), the other `x-middleware-*` instructions, and the rewritten or
 * matched path (`x-nextjs-rewritten-path`, `-query`, `x-nextjs-matched-path`, `x-matched-path`).
 * `x-nextjs-cache` (HIT, MISS, STALE) stays: it names no route, and the image limit reads it.
 */
export function isInternalResponseHeader(name) {
  const lower = name.toLowerCase();
  return (
    lower.startsWith('x-middleware-') ||
    lower.startsWith('x-nextjs-rewritten-') ||
    lower === 'x-nextjs-matched-path' ||
    lower === 'x-matched-path'
  );
}

/** Removes them from every answer of `res`, however Next sets them (setHeader or writeHead's argument). */
export function stripInternalHeaders(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    for (const name of this.getHeaderNames()) if (isInternalResponseHeader(name)) this.removeHeader(name);
    for (const arg of rest) {
      if (Array.isArray(arg)) {
        for (let i = arg.length - 2; i >= 0; i -= 2) if (isInternalResponseHeader(String(arg[i]))) arg.splice(i, 2);
      } else if (arg && typeof arg === 'object') {
        for (const name of Object.keys(arg)) if (isInternalResponseHeader(name)) delete arg[name];
      }
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}
