/** The smallest shape slide logic needs: GraphQL's Media union carries its __typename. */
export interface SlideLike {
  __typename?: string;
}

const VIDEO_TYPES = new Set(['HostedVideo', 'YoutubeVideo', 'VimeoVideo']);

export function isVideo(slide: SlideLike): boolean {
  return VIDEO_TYPES.has(slide.__typename ?? '');
}

export function isImage(slide: SlideLike): boolean {
  return slide.__typename === 'Image';
}

/**
 * Event detail: after the cover comes the first
 * video (hosted, Vimeo or YouTube), or else the second image; the expanded
 * gallery shows the remaining slides, skipping the first image (gallery
 * previews skip it) and whatever was already shown as the feature.
 */
export function splitEventSlides<T extends SlideLike>(slides: readonly T[]): { feature: T | null; rest: T[] } {
  const images = slides.filter(isImage);
  const feature = slides.find(isVideo) ?? images[1] ?? null;
  const firstImage = images[0];
  return { feature, rest: slides.filter((s) => s !== feature && s !== firstImage) };
}

/**
 * Workshop and lecture profiles: the first
 * image, the first video, and a gallery of every other slide.
 */
export function splitProfileSlides<T extends SlideLike>(
  slides: readonly T[],
): { image: T | null; video: T | null; rest: T[] } {
  const image = slides.find(isImage) ?? null;
  const video = slides.find(isVideo) ?? null;
  return { image, video, rest: slides.filter((s) => s !== image && s !== video) };
}
