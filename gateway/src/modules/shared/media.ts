import type { HostedVideo, Image, VimeoVideo, YoutubeVideo } from '../../generated/resolvers-types';
import { ignoreDrift, type DriftNote } from '../../upstream/drift';

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
 * Absolute URL of a media path, the way the back-end family's clients build it: absolute URLs
 * (talent media on the CDN) are kept; root-relative paths (`/storage/posts/1/cover.jpg`, panel media)
 * are appended to the back-end's media origin as they are. A path without the leading slash is not
 * the family's shape: it is joined the same way and noted as drift. Spaces and other characters a URL
 * cannot hold are percent-encoded.
 */
export function mediaUrl(mediaBase: string, path: string, note: DriftNote = ignoreDrift): string {
  const trimmed = path.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  if (!trimmed.startsWith('/')) note('media_path_relative', trimmed);
  const base = mediaBase.replace(/\/+$/, '');
  return new URL(`${base}/${trimmed.replace(/^\/+/, '')}`).toString();
}

const IMAGE_FILE = /\.(?:jpe?g|png|webp|avif|gif)(?:[?#].*)?$/i;
const VIDEO_FILE = /\.(?:mp4|webm|mov|m4v)(?:[?#].*)?$/i;

/** Whether a media URL or path names an image: by its extension, or a CDN image delivery URL. */
export function looksLikeImage(path: string): boolean {
  return IMAGE_FILE.test(path.trim()) || /\/image\/upload\//.test(path);
}

/** Whether a media URL or path names a hosted video file. */
export function looksLikeVideo(path: string): boolean {
  return VIDEO_FILE.test(path.trim()) || /\/video\/upload\//.test(path);
}

export function toImage(
  mediaBase: string,
  path: string | null | undefined,
  alt: string,
  size: { width?: number | null; height?: number | null } = {},
  note: DriftNote = ignoreDrift,
): ImageModel | null {
  if (isEmptyMedia(path)) return null;
  return {
    __typename: 'Image',
    url: mediaUrl(mediaBase, path!, note),
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
  note: DriftNote = ignoreDrift,
): HostedVideoModel | null {
  if (isEmptyMedia(path)) return null;
  return { __typename: 'HostedVideo', url: mediaUrl(mediaBase, path, note), poster };
}

/** A YouTube or Vimeo player URL's video id, for slides whose mode does not say what they hold. */
function playerVideo(source: string): MediaModel | null {
  const youtube = /(?:youtube\.com\/(?:watch\?v=|embed\/)|youtu\.be\/)([\w-]{6,20})/i.exec(source);
  if (youtube) return youtubeVideo(youtube[1]!);
  const vimeo = /vimeo\.com\/(?:video\/)?(\d{3,12})(?:\/([\da-f]{6,20}))?/i.exec(source);
  if (vimeo) return vimeoVideo(vimeo[2] ? `${vimeo[1]}/${vimeo[2]}` : vimeo[1]!);
  return null;
}

/**
 * A post slide as a Media member. The contract's modes (image, video, video-youtube, video-vimeo) are
 * read as they say; any other mode (the family sends an orientation such as 'landscape' for images)
 * is shown by what its URL holds (an image or video file, a YouTube or Vimeo address) and noted as
 * drift; a slide that holds none of these is left out and noted.
 */
export function slideToMedia(
  mediaBase: string,
  slide: { mode?: string | null; slide_url?: string | null },
  alt: string,
  note: DriftNote = ignoreDrift,
): MediaModel | null {
  const source = slide.slide_url?.trim() ?? '';
  if (source === '') return null;
  switch (slide.mode) {
    case 'image':
      return toImage(mediaBase, source, alt, {}, note);
    case 'video':
      return hostedVideo(mediaBase, source, null, note);
    case 'video-youtube':
      return youtubeVideo(source);
    case 'video-vimeo':
      return vimeoVideo(source);
  }
  const inferred = looksLikeImage(source)
    ? toImage(mediaBase, source, alt, {}, note)
    : looksLikeVideo(source)
      ? hostedVideo(mediaBase, source, null, note)
      : playerVideo(source);
  note(inferred ? 'slide_mode_inferred' : 'slide_dropped', `mode ${String(slide.mode)}: ${source}`);
  return inferred;
}

export function isVideo(media: MediaModel): boolean {
  return media.__typename !== 'Image';
}
