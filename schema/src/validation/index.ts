import './zod-config';
export * from './messages';
export * from './limits';
export * from './fields';
export * from './scouting';
export * from './photos';
export * from './quote';
export * from './field-errors';
