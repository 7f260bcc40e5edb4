import { pino, type Logger } from 'pino';
import { secretHeaderRedactPaths } from '@agency/schema/secret-headers';
import { activeTraceIds } from './telemetry/tracing';

/** Structured JSON logs on stdout; silent under vitest unless LOG_LEVEL says otherwise. */
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
  return destination ? pino(options, destination) : pino(options);
}
