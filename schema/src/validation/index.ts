import './zod-config';
export * from './messages';
export * from './limits';
export * from './fields';
export { NUMERIC_ID_PATTERN, SLUG_PATTERN } from './patterns';
export * from './scouting';
export * from './photos';
export * from './quote';
export * from './field-errors';
export {
  CM_PER_INCH,
  EYE_COLOURS,
  HAIR_COLOURS,
  LB_PER_KG,
  MAX_LISTED_WEIGHT_KG,
  TALENT_CATEGORY_OPTIONS,
  TALENT_GENDER_OPTIONS,
  feetInches,
  halfSteps,
  heightOptions,
  inchesOf,
  lengthOptions,
  optionTables,
  poundsOf,
  sizeOptions,
  weightOptions,
  type OptionEntry,
  type OptionTable,
  type OptionTableKey,
} from './options';
