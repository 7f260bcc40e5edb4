import { describe, expect, it } from 'vitest';
import { splitEventSlides, splitProfileSlides } from './slides';

const img = (n: number) => ({ __typename: 'Image', n });
const yt = { __typename: 'YoutubeVideo', n: 'yt' };
const vimeo = { __typename: 'VimeoVideo', n: 'vimeo' };

describe('splitEventSlides', () => {
  it('features the first video and keeps the other slides after the first image', () => {
    const slides = [img(1), img(2), vimeo, img(3), yt];
    const { feature, rest } = splitEventSlides(slides);
    expect(feature).toBe(vimeo);
    expect(rest).toEqual([img(2), img(3), yt]);
  });

  it('features the second image when there is no video', () => {
    const slides = [img(1), img(2), img(3)];
    const { feature, rest } = splitEventSlides(slides);
    expect(feature).toBe(slides[1]);
    expect(rest).toEqual([img(3)]);
  });

  it('has no feature with a single image and nothing else', () => {
    expect(splitEventSlides([img(1)])).toEqual({ feature: null, rest: [] });
  });
});

describe('splitProfileSlides', () => {
  it('takes the first image and the first video out of the gallery', () => {
    const slides = [yt, img(1), img(2), vimeo];
    const { image, video, rest } = splitProfileSlides(slides);
    expect(image).toBe(slides[1]);
    expect(video).toBe(yt);
    expect(rest).toEqual([img(2), vimeo]);
  });
});
