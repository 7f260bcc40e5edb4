export { default } from '../eslint.config.mjs';
