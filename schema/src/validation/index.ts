import './zod-config';
export * from './messages';
export * from './limits';
export * from './fields';
export { NUMERIC_ID_PATTERN, SLUG_PATTERN } from './patterns';
export * from './scouting';
export * from './photos';
export * from './quote';
export * from './field-errors';
