import { describe, expect, it } from 'vitest';
import { wellFormedPath } from './request-path.mjs';

describe('wellFormedPath', () => {
  it('accepts plain, encoded and unicode paths, whatever the query holds', () => {
    expect(wellFormedPath('/')).toBe(true);
    expect(wellFormedPath('/moda/10004/bernardo-rocha')).toBe(true);
    expect(wellFormedPath('/blog/s%C3%A3o-paulo')).toBe(true);
    expect(wellFormedPath('/blog?q=%zz&letra=%E0%A4')).toBe(true);
    expect(wellFormedPath('/en#%zz')).toBe(true);
  });

  it('refuses malformed percent-encoding in the path', () => {
    expect(wellFormedPath('/%zz')).toBe(false);
    expect(wellFormedPath('/blog/%E0%A4%A')).toBe(false);
    expect(wellFormedPath('/cq-music%')).toBe(false);
    expect(wellFormedPath('/_next/%zz?x=1')).toBe(false);
  });

  it('refuses a target that is not a single-slash path (//[ threw inside the listener)', () => {
    for (const target of ['//[', '//evil.example/x', '*', 'http://evil.example/', '/[::1', '']) {
      expect(wellFormedPath(target), target).toBe(target === '/[::1');
    }
  });
});
