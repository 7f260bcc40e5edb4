// Writes schema/published/errors.md from the error-code table (schema/src/error-codes.ts).
import { writeFileSync } from 'node:fs';
import { renderErrorCodes } from '../src/error-codes';

writeFileSync(new URL('../published/errors.md', import.meta.url), renderErrorCodes());
