import { describe, expect, it } from 'vitest';
import { coverWanted } from './carousel-covers';

const wanted = (shown: number[], count: number) =>
  Array.from({ length: count }, (_, slide) => slide).filter((slide) => coverWanted(slide, new Set(shown), count));

describe('coverWanted', () => {
  it('asks for the first cover and its neighbours around the loop, not the rest', () => {
    expect(wanted([0], 8)).toEqual([0, 1, 7]);
  });

  it('keeps every cover once asked for, and asks one ahead of each slide shown', () => {
    expect(wanted([0, 1, 2], 8)).toEqual([0, 1, 2, 3, 7]);
  });

  it('reaches a slide loaded after the one shown was the last', () => {
    expect(wanted([0, 7], 8)).toEqual([0, 1, 6, 7]);
    expect(wanted([0, 7], 12)).toEqual([0, 1, 6, 7, 8, 11]);
  });

  it('one or two slides: every cover', () => {
    expect(wanted([0], 1)).toEqual([0]);
    expect(wanted([0], 2)).toEqual([0, 1]);
  });

  it('no slides: none', () => {
    expect(wanted([0], 0)).toEqual([]);
  });
});
