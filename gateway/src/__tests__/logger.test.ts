import { describe, expect, it } from 'vitest';
import { SECRET_HEADERS } from '@agency/schema/secret-headers';
import { createLogger } from '../logger';

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
});
