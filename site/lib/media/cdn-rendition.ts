/**
 * The family's talent media CDN answers Cloudinary-shaped URLs,
 * `<origin>/<account>/image/upload/[<transformations>/]<public id>`, and resizes and re-encodes by
 * the transformations in the path. An image there is asked for at the width it is shown
 * (`w_<width>`), in the best format the browser accepts (`f_auto`) at the quality the CDN judges
 * right for that image and format (`q_auto`: a fixed number means a different thing in each
 * codec, and an AVIF at a JPEG's 75 is several times the bytes for no visible gain), so the CDN
 * does the work the site's own optimizer would otherwise do on the site's CPU. A transformation
 * segment already in the URL is replaced, never stacked.
 */
const DELIVERY =
  /^(\/[a-z0-9-]{1,40}\/image\/upload\/)(?:([a-z]{1,2}_[a-z0-9]{1,8}(?:,[a-z]{1,2}_[a-z0-9]{1,8})*)\/)?(.+)$/;

/** The rendition URL of a CDN image at `width`, or null when `src` is not on such a CDN. */
export function cdnRendition(src: string, width: number): string | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  const match = DELIVERY.exec(url.pathname);
  if (!match || url.search) return null;
  const [, prefix, , publicId] = match as unknown as [string, string, string | undefined, string];
  // The family's "no image" (an empty file name) has nothing to resize.
  if (publicId.startsWith('.')) return null;
  return `${url.origin}${prefix}w_${width},q_auto,f_auto/${publicId}`;
}
