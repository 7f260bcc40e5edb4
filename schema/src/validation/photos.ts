import { VALIDATION, type ValidationMessageKey } from './messages';
import { LIMITS } from './limits';

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** Image type from the first bytes of the file, never from its name. */
export function detectImageKind(head: Uint8Array): ImageKind | null {
  const at = (i: number) => head[i];
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'png';
  if (at(0) === 0x47 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x38) return 'gif';
  const riff = at(0) === 0x52 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x46;
  const webp = at(8) === 0x57 && at(9) === 0x45 && at(10) === 0x42 && at(11) === 0x50;
  if (riff && webp) return 'webp';
  return null;
}

export interface PhotoCandidate {
  name: string;
  size: number;
  /** At least the first 12 bytes of the file. */
  head: Uint8Array;
}

/** The message key for a photo that cannot be accepted, or null when it is fine. */
export function photoProblem(photo: PhotoCandidate): ValidationMessageKey | null {
  const lower = photo.name.toLowerCase();
  if (!LIMITS.photoExtensions.some((ext) => lower.endsWith(ext))) return VALIDATION.photoType;
  if (detectImageKind(photo.head) === null) return VALIDATION.photoType;
  if (photo.size > LIMITS.photoMaxBytes) return VALIDATION.photoSize;
  if (photo.size === 0) return VALIDATION.required;
  return null;
}

/** Field errors for a set of photos, keyed image_1..image_4 as the back-ends name them. */
export function photoSetProblems(photos: readonly PhotoCandidate[]): { path: string; message: ValidationMessageKey }[] {
  if (photos.length !== LIMITS.photosRequired) return [{ path: 'photos', message: VALIDATION.photosCount }];
  return photos.flatMap((p, i) => {
    const problem = photoProblem(p);
    return problem ? [{ path: `image_${i + 1}`, message: problem }] : [];
  });
}
