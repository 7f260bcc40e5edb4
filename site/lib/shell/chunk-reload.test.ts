import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';

describe('shouldReloadForChunkError (at most once per minute)', () => {
  const now = 1_700_000_000_000;
  it('reloads when there was no reload before', () => {
    expect(shouldReloadForChunkError(null, now)).toBe(true);
  });
  it('does not reload again within a minute', () => {
    expect(shouldReloadForChunkError(String(now - 59_999), now)).toBe(false);
  });
  it('reloads again once a minute has passed', () => {
    expect(shouldReloadForChunkError(String(now - 60_000), now)).toBe(true);
  });
  it('treats a garbled or future stamp as no stamp', () => {
    expect(shouldReloadForChunkError('abc', now)).toBe(true);
    expect(shouldReloadForChunkError(String(now + 10_000), now)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises chunk failures by name or message', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
