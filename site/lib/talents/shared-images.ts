interface Image {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

const sameImage = (a: Image, b: Image) =>
  a.url === b.url && a.alt === b.alt && a.width === b.width && a.height === b.height;

/**
 * `images` with each one that `source` also holds replaced by `source`'s own object. A profile's
 * gallery is book slides 2 to 6: as the book's objects, the page data carries each image once and
 * refers to it from the gallery, instead of writing it twice.
 */
export function sharedImages<T extends Image>(images: readonly T[], source: readonly T[]): T[] {
  const byUrl = new Map(source.map((image) => [image.url, image]));
  return images.map((image) => {
    const shared = byUrl.get(image.url);
    return shared && sameImage(shared, image) ? shared : image;
  });
}
