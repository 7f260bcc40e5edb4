import type { HostedVideo, Image, VimeoVideo, YoutubeVideo } from '../../generated/resolvers-types';

export type ImageModel = Image & { __typename: 'Image' };
export type HostedVideoModel = HostedVideo & { __typename: 'HostedVideo' };
export type YoutubeVideoModel = YoutubeVideo & { __typename: 'YoutubeVideo' };
export type VimeoVideoModel = VimeoVideo & { __typename: 'VimeoVideo' };
/** A Media union member; __typename tells GraphQL which one. */
export type MediaModel = ImageModel | HostedVideoModel | YoutubeVideoModel | VimeoVideoModel;

/** The back-ends' placeholder for "no image": an upload URL with an empty file name. */
const EMPTY_UPLOAD = /\/image\/upload\/\.jpg$/;

/** An empty path or the placeholder: no file. */
export function isEmptyMedia(path: string | null | undefined): boolean {
  const trimmed = path?.trim() ?? '';
  return trimmed === '' || EMPTY_UPLOAD.test(trimmed);
}

/**
 * Absolute URL of a media path: relative paths ('talents/12/cover.jpg') resolve against the
 * back-end's `<base>/media/`; absolute URLs are kept.
 */
export function mediaUrl(mediaBase: string, path: string): string {
  const trimmed = path.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return new URL(trimmed.replace(/^\/+/, ''), mediaBase.endsWith('/') ? mediaBase : `${mediaBase}/`).toString();
}

export function toImage(
  mediaBase: string,
  path: string | null | undefined,
  alt: string,
  size: { width?: number | null; height?: number | null } = {},
): ImageModel | null {
  if (isEmptyMedia(path)) return null;
  return {
    __typename: 'Image',
    url: mediaUrl(mediaBase, path!),
    alt,
    width: size.width ?? null,
    height: size.height ?? null,
  };
}

export function youtubeVideo(videoId: string): YoutubeVideoModel {
  const id = videoId.trim();
  return {
    __typename: 'YoutubeVideo',
    videoId: id,
    embedUrl: `https://www.youtube.com/embed/${encodeURIComponent(id)}?autoplay=1&mute=1`,
    thumbnail: { __typename: 'Image', url: `https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`, alt: '' },
  };
}

/** Vimeo 'id' or 'id/hash' (private videos): the hash travels as h=. Vimeo's mute parameter is 'muted'. */
export function vimeoVideo(file: string): VimeoVideoModel {
  const [id = '', hash] = file.trim().split('/');
  const params = new URLSearchParams();
  if (hash) params.set('h', hash);
  params.set('autoplay', '1');
  params.set('muted', '1');
  return {
    __typename: 'VimeoVideo',
    videoId: id,
    hash: hash || null,
    embedUrl: `https://player.vimeo.com/video/${encodeURIComponent(id)}?${params.toString()}`,
  };
}

export function hostedVideo(
  mediaBase: string,
  path: string,
  poster: ImageModel | null = null,
): HostedVideoModel | null {
  if (isEmptyMedia(path)) return null;
  return { __typename: 'HostedVideo', url: mediaUrl(mediaBase, path), poster };
}

/** A post slide (image, hosted video, YouTube id or Vimeo 'id/hash') as a Media member. */
export function slideToMedia(
  mediaBase: string,
  slide: { mode: string; slide_url: string | null },
  alt: string,
): MediaModel | null {
  const source = slide.slide_url?.trim() ?? '';
  if (source === '') return null;
  switch (slide.mode) {
    case 'image':
      return toImage(mediaBase, source, alt);
    case 'video':
      return hostedVideo(mediaBase, source);
    case 'video-youtube':
      return youtubeVideo(source);
    case 'video-vimeo':
      return vimeoVideo(source);
    default:
      return null;
  }
}

export function isVideo(media: MediaModel): boolean {
  return media.__typename !== 'Image';
}
