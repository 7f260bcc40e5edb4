import { pino, type Logger } from 'pino';

/** Structured JSON logs on stdout; silent under vitest unless LOG_LEVEL says otherwise. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    // Tokens travel only in authorization headers, which are never logged; redact them anyway if one slips into an object.
    redact: { paths: ['*.authorization', '*.access_token', '*.token', 'headers.authorization'], remove: true },
  });
}
