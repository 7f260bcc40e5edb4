/**
 * The validation rules that need no zod: limits, message keys, the photo
 * checks and the choices. Browser code that only shows limits or checks a
 * file imports this entry, so the zod schemas load only where a form
 * validates (and, on the site, only once the form is on screen).
 */
export * from './messages';
export * from './limits';
export * from './options';
export * from './patterns';
export * from './photos';
