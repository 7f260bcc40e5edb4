import { detectImageKind, LIMITS, type ImageKind } from '@agency/schema/validation/rules';
import { downscalePhoto } from './downscale-photo';

/** Enough bytes to recognise every accepted image type. */
const HEAD_BYTES = 16;

/** A chosen photo: the file to upload, its first bytes (type check by content) and a preview. */
export interface PhotoItem {
  file: File;
  head: Uint8Array;
  kind: ImageKind | null;
  /** Object URL for the tile; null when the file is not an image we can show. */
  previewUrl: string | null;
}

async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
}

/**
 * Reads a picked file the way the gateway will judge it: by its first bytes, not its name.
 * Real photos that are large are scaled down first (GIFs are left alone: scaling drops animation).
 */
export async function readPhoto(picked: File): Promise<PhotoItem> {
  const head = await headOf(picked);
  const kind = detectImageKind(head);
  if (!kind) return { file: picked, head, kind, previewUrl: null };
  const file = kind === 'gif' ? picked : await downscalePhoto(picked, LIMITS.photoMaxBytes);
  const finalHead = file === picked ? head : await headOf(file);
  return { file, head: finalHead, kind: detectImageKind(finalHead), previewUrl: URL.createObjectURL(file) };
}

/** Frees a tile's preview when the photo is removed or replaced. */
export function releasePhoto(photo: PhotoItem | null): void {
  if (photo?.previewUrl) URL.revokeObjectURL(photo.previewUrl);
}

/** The accept attribute: the accepted extensions plus their MIME types (pickers filter on either). */
export const PHOTO_ACCEPT = [...LIMITS.photoExtensions, ...LIMITS.photoMimeTypes].join(',');
