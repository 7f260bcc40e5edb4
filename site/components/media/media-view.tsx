import { useTranslations } from 'next-intl';
import type { MediaFieldsFragment } from '@/lib/gql/graphql';
import { videoWatchLink } from '@/lib/posts/video-links';
import { LazyVideo } from './lazy-video';
import { MediaImage } from './media-image';

/**
 * Renders any slide of the Media union: images as reserved-ratio images,
 * videos (hosted, YouTube, Vimeo) behind the lazy facade.
 */
export function MediaView({
  media,
  title,
  playLabel,
  sizes,
  ratio,
  priority,
}: {
  media: MediaFieldsFragment;
  /** Title of the post, used to name the video player. */
  title: string;
  playLabel: string;
  sizes: string;
  ratio?: number;
  priority?: boolean;
}) {
  const t = useTranslations('content.posts');
  const watch = (video: Parameters<typeof videoWatchLink>[0]) => {
    const link = videoWatchLink(video);
    return { url: link.url, label: link.platform ? t('watchOn', { platform: link.platform }) : t('openVideo') };
  };
  switch (media.__typename) {
    case 'Image':
      return <MediaImage image={media} sizes={sizes} ratio={ratio} priority={priority} />;
    case 'HostedVideo':
      return (
        <LazyVideo
          source={{ type: 'file', src: media.url }}
          title={title}
          playLabel={playLabel}
          watch={watch(media)}
          poster={media.poster}
          ratio={ratio}
          sizes={sizes}
        />
      );
    case 'YoutubeVideo':
      return (
        <LazyVideo
          source={{ type: 'iframe', src: media.embedUrl }}
          title={title}
          playLabel={playLabel}
          watch={watch(media)}
          poster={media.thumbnail}
          posterFromPlatform
          ratio={ratio}
          sizes={sizes}
        />
      );
    case 'VimeoVideo':
      return (
        <LazyVideo
          source={{ type: 'iframe', src: media.embedUrl }}
          title={title}
          playLabel={playLabel}
          watch={watch(media)}
          ratio={ratio}
          sizes={sizes}
        />
      );
    default:
      return null;
  }
}

/** Width/height ratio of a slide, when known. */
export function mediaRatio(media: MediaFieldsFragment): number | undefined {
  if (media.__typename === 'Image' && media.width && media.height) return media.width / media.height;
  return undefined;
}
