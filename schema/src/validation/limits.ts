/** Limits from the spec's §9 plus the photo limits the scouting form states. */
export const LIMITS = {
  experienceMax: 600,
  favoritesMessageMax: 255,
  contactMessageMax: 255,
  scoutingSteps: 4,
  photosRequired: 4,
  /** Per photo, stated on the form. Browsers scale larger photos down first. */
  photoMaxBytes: 8 * 1024 * 1024,
  photoExtensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
  photoMimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  /** Longest text a free field may hold before it is refused outright. */
  shortTextMax: 120,
  urlMax: 300,
} as const;

/** Whole multipart body: four photos at the limit plus the fields. */
export const UPLOAD_BODY_MAX_BYTES = LIMITS.photosRequired * LIMITS.photoMaxBytes + 1024 * 1024;
