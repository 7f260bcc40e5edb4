import { describe, expect, it } from 'vitest';
import { SECRET_HEADERS } from '@agency/schema/secret-headers';
import { accessLogger, createLogger } from '../logger';

describe('the gateway’s log lines', () => {
  it('never carry a secret header, wherever a logged object holds one', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const headers = Object.fromEntries(SECRET_HEADERS.map((name) => [name, `secret-of-${name}`]));
    logger.info({ headers, req: { headers }, request: { headers }, ...headers }, 'a request');
    const written = lines.join('');
    expect(written).toContain('a request');
    for (const name of SECRET_HEADERS) expect(written).not.toContain(`secret-of-${name}`);
    // The rest of a logged headers object is kept.
    logger.info({ headers: { 'user-agent': 'probe/1', 'x-agency-app-key': 'k' } }, 'kept');
    expect(lines.at(-1)).toContain('probe/1');
  });

  it('write the access line through the same output, and the logger it came from still redacts', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    accessLogger(logger).info({ requestId: 'r1', method: 'GET', path: '/graphql', status: 200, ms: 2 }, 'request');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      service: 'gateway',
      requestId: 'r1',
      status: 200,
      msg: 'request',
    });
    logger.info({ headers: { 'x-agency-app-key': 'secret-key' } }, 'after');
    expect(lines.at(-1)).not.toContain('secret-key');
  });
});
