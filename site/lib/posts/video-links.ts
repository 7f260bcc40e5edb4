import type { MediaFieldsFragment } from '@/lib/gql/graphql';

type VideoMedia = Extract<MediaFieldsFragment, { __typename: 'HostedVideo' | 'YoutubeVideo' | 'VimeoVideo' }>;

/** Where a video can be watched without our player: its page on the platform, or the file itself. */
export function videoWatchLink(media: VideoMedia): { url: string; platform: 'YouTube' | 'Vimeo' | null } {
  switch (media.__typename) {
    case 'YoutubeVideo':
      return { url: `https://www.youtube.com/watch?v=${encodeURIComponent(media.videoId)}`, platform: 'YouTube' };
    case 'VimeoVideo':
      // A private video is reached with its hash: vimeo.com/{id}/{hash}.
      return {
        url: `https://vimeo.com/${encodeURIComponent(media.videoId)}${media.hash ? `/${encodeURIComponent(media.hash)}` : ''}`,
        platform: 'Vimeo',
      };
    case 'HostedVideo':
      return { url: media.url, platform: null };
  }
}
