/** Longest side a photo keeps once scaled in the browser; plenty for a casting review. */
export const PHOTO_LONG_SIDE_MAX = 2400;
const JPEG_QUALITY = 0.9;

/** Target size that keeps the aspect ratio with the long side at most `max` (pure, unit-tested). */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max) return { width, height };
  const scale = max / long;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * Re-encodes a large photo as a JPEG (q 0.9) with its long side at most 2400 px, so phone
 * pictures of 10+ MB fit the per-photo limit and upload quickly. Returns the file unchanged when
 * it is already small enough, or when the browser cannot decode it (the rules then judge it as is).
 */
export async function downscalePhoto(file: File, maxBytes: number): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const target = fitWithin(bitmap.width, bitmap.height, PHOTO_LONG_SIDE_MAX);
  if (target.width === bitmap.width && file.size <= maxBytes) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, target.width, target.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) return file;
  const name = file.name.replace(/\.[^.]+$/, '') + '.jpg';
  return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
}
