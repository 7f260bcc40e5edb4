import { describe, expect, it } from 'vitest';
import { prefetchAllowed, readConnectionHints } from './connection';

describe('prefetchAllowed (connectivity)', () => {
  it('prefetches online on a fast connection', () => {
    expect(prefetchAllowed({ online: true, effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ online: true })).toBe(true);
  });
  it('skips offline, on 2g (and slow-2g) and in data-saver mode', () => {
    expect(prefetchAllowed({ online: false, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ online: true, effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ online: true, effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ online: true, effectiveType: '3g', saveData: true })).toBe(false);
  });
});

describe('readConnectionHints', () => {
  it('reads online, effective type and Save-Data from the navigator', () => {
    const nav = { onLine: true, connection: { effectiveType: '4g', saveData: true } } as unknown as Navigator;
    expect(readConnectionHints(nav)).toEqual({ online: true, effectiveType: '4g', saveData: true });
    expect(prefetchAllowed(readConnectionHints(nav))).toBe(false);
  });
  it('works without the Network Information API and on the server', () => {
    expect(readConnectionHints({ onLine: false } as Navigator)).toEqual({ online: false });
    expect(readConnectionHints(undefined)).toEqual({ online: true });
  });
  it("reads a navigator without onLine (Node's, on the server) as online", () => {
    const nodeNavigator = { hardwareConcurrency: 2, userAgent: 'Node.js/24' } as unknown as Navigator;
    expect(readConnectionHints(nodeNavigator)).toEqual({ online: true });
    expect(prefetchAllowed(readConnectionHints(nodeNavigator))).toBe(true);
  });
});
