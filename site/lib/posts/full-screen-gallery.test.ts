import { describe, expect, it } from 'vitest';
import { scrollLeavesView } from './full-screen-gallery';

describe('scrollLeavesView', () => {
  const short = { scrollTop: 0, clientHeight: 900, scrollHeight: 600 };
  const long = { clientHeight: 900, scrollHeight: 3000 };

  it('leaves a view with nothing to scroll, in either direction (one row of images on a desktop)', () => {
    expect(scrollLeavesView(short, 120)).toBe(true);
    expect(scrollLeavesView(short, -120)).toBe(true);
  });
  it('keeps a long view while it scrolls, and leaves it at its end', () => {
    expect(scrollLeavesView({ ...long, scrollTop: 0 }, 120)).toBe(false);
    expect(scrollLeavesView({ ...long, scrollTop: 1000 }, 120)).toBe(false);
    expect(scrollLeavesView({ ...long, scrollTop: 2100 }, 120)).toBe(true);
    expect(scrollLeavesView({ ...long, scrollTop: 2099.5 }, 120)).toBe(true);
  });
  it('leaves at the start when scrolled back up past it', () => {
    expect(scrollLeavesView({ ...long, scrollTop: 0 }, -80)).toBe(true);
    expect(scrollLeavesView({ ...long, scrollTop: 10 }, -80)).toBe(false);
  });
  it('ignores a gesture that does not move vertically', () => {
    expect(scrollLeavesView(short, 0)).toBe(false);
  });
});
