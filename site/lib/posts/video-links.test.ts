import { describe, expect, it } from 'vitest';
import { videoWatchLink } from './video-links';

describe('videoWatchLink', () => {
  it("a YouTube video's watch page", () => {
    expect(
      videoWatchLink({ __typename: 'YoutubeVideo', videoId: 'dQw4w9WgXcQ', embedUrl: 'x', thumbnail: null }),
    ).toEqual({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', platform: 'YouTube' });
  });

  it("a Vimeo video's page, with the privacy hash when there is one", () => {
    expect(videoWatchLink({ __typename: 'VimeoVideo', videoId: '123456789', hash: null, embedUrl: 'x' })).toEqual({
      url: 'https://vimeo.com/123456789',
      platform: 'Vimeo',
    });
    expect(
      videoWatchLink({ __typename: 'VimeoVideo', videoId: '123456789', hash: 'ab12cd34ef', embedUrl: 'x' }),
    ).toEqual({ url: 'https://vimeo.com/123456789/ab12cd34ef', platform: 'Vimeo' });
  });

  it('a hosted video is its file', () => {
    expect(videoWatchLink({ __typename: 'HostedVideo', url: 'https://media.example/v.mp4', poster: null })).toEqual({
      url: 'https://media.example/v.mp4',
      platform: null,
    });
  });
});
