import { pino, type Logger } from 'pino';
import { secretHeaderRedactPaths } from '@agency/schema/secret-headers';
import { activeTraceIds } from './telemetry/tracing';

/**
 * Structured JSON logs on stdout; silent under vitest unless LOG_LEVEL says otherwise. Lines are
 * written asynchronously (pino's destination with `sync: false`): those logged while a write is in
 * flight go out together in the next one, instead of one write() per line (a line per request at
 * info); pino writes what is left when the process exits.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'gateway' },
    // Each line names the trace it belongs to, so logs and traces of one visit line up.
    mixin: activeTraceIds,
    // Tokens and secrets travel only in headers, which are never logged; removed anyway if one slips
    // into a logged object (the hook's secret, an app key, the site's secret, cookies).
    redact: {
      paths: ['*.authorization', '*.access_token', '*.token', ...secretHeaderRedactPaths()],
      remove: true,
    },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}

/**
 * The per-request access line's logger: the same output without the redaction pass, which costs
 * more than a cached read's answer (its wildcard paths walk every logged object). Only for lines
 * whose fields are scalars written by us (id, method, path, status, duration), never an object a
 * secret could be in.
 */
export function accessLogger(logger: Logger): Logger {
  return logger.child({}, { redact: { paths: [], remove: true } });
}
