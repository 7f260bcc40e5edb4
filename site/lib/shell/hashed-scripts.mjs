// A page's Content-Security-Policy allows its inline scripts by hash (lib/security/script-hashes.mjs):
// the page's HTML is held until it is whole, its bootstrap scripts hashed, the policy set, and the
// bytes sent unchanged. Pages come whole from the cache (ISR) anyway; a render's HTML leaves when
// it is finished instead of streaming.
import { bootstrapScriptHashes, policyWithScriptHashes } from '../security/script-hashes.mjs';
import { CODINGS } from './content-codings.mjs';

/** Wraps `res` so an HTML answer goes out with its scripts' hashes in the policy header. */
export function inlineScriptsAreHashed(req, res) {
  if (req.method !== 'GET') return;
  const { writeHead, write, end } = res;
  let held = null;
  let decided = false;
  res.writeHead = function (statusCode, ...rest) {
    if (held) {
      held.statusCode = statusCode;
      held.rest = rest;
      return this;
    }
    if (!decided) {
      decided = true;
      const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
      const type = String(this.getHeader('content-type') ?? headerIn(headers, 'content-type') ?? '');
      if (statusCode !== 304 && type.includes('text/html') && this.getHeader('content-security-policy')) {
        held = { statusCode, rest, chunks: [] };
        return this;
      }
    }
    return writeHead.call(this, statusCode, ...rest);
  };
  const flushHeaders = res.flushHeaders;
  res.flushHeaders = function () {
    if (decided && !held) flushHeaders.call(this);
  };
  const decide = (self) => {
    if (!decided && !self.headersSent) self.writeHead(self.statusCode);
  };
  res.write = function (chunk, encoding, callback) {
    decide(this);
    if (!held) return write.apply(this, arguments);
    held.chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    decide(this);
    if (!held) return end.apply(this, arguments);
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (chunk) held.chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    const { statusCode, rest, chunks } = held;
    held = null;
    const body = Buffer.concat(chunks);
    const decode = CODINGS[String(this.getHeader('content-encoding') ?? '').trim()]?.[0];
    let html = '';
    try {
      html = (decode ? decode(body) : body).toString('utf8');
    } catch {
      // Not what it claims to be: sent as it came, under the policy as it was.
    }
    const policy = String(this.getHeader('content-security-policy'));
    this.setHeader('content-security-policy', policyWithScriptHashes(policy, bootstrapScriptHashes(html)));
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    if (headers)
      for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
    this.setHeader('content-length', body.length);
    writeHead.call(this, statusCode, ...rest);
    return end.call(this, body, callback);
  };
}

function headerIn(headers, name) {
  if (!headers) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}
