import { describe, expect, it } from 'vitest';
import { errorStatus } from './error-status';

describe('errorStatus (default 500)', () => {
  it('reads statusCode, then status, then response.status', () => {
    expect(errorStatus({ statusCode: 404 })).toBe(404);
    expect(errorStatus({ status: 503 })).toBe(503);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
  });
  it('defaults to 500 for anything else', () => {
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });
});
