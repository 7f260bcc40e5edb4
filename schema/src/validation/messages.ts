/**
 * Message keys shared by the gateway's field errors and the site's forms.
 * The site translates them (messages/<locale>/forms.json, namespace "validation").
 */
export const VALIDATION = {
  required: 'validation.required',
  email: 'validation.email',
  phone: 'validation.phone',
  /** A valid fixed line on a form that takes mobiles only. */
  mobilePhone: 'validation.mobile_phone',
  url: 'validation.url',
  date: 'validation.date',
  tooLong: 'validation.too_long',
  option: 'validation.option',
  photosCount: 'validation.photos_count',
  photoType: 'validation.photo_type',
  photoSize: 'validation.photo_size',
  photoDimensions: 'validation.photo_dimensions',
  /** A photo that would cost too much to decode (a JPEG of more scans than any encoder writes, or past the time budget). */
  photoComplexity: 'validation.photo_complexity',
  controlCharacters: 'validation.control_characters',
  /** Text that starts with =, +, - or @ (a spreadsheet would read a formula). */
  formulaStart: 'validation.formula_start',
  /** < or > in a name. */
  markup: 'validation.markup',
  /** An Instagram field that is neither a handle nor a profile link. */
  instagram: 'validation.instagram',
  favoritesEmpty: 'validation.favorites_empty',
  honeypot: 'validation.honeypot',
  /** A back-end refused the field for a reason we have no key for. */
  invalid: 'validation.invalid',
} as const;

export type ValidationMessageKey = (typeof VALIDATION)[keyof typeof VALIDATION];
