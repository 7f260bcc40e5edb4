import { z } from 'zod';

// The site's Content-Security-Policy forbids eval; zod's JIT probe (new Function)
// would be blocked and logged as a violation on every form page.
z.config({ jitless: true });

export * from './messages';
export * from './limits';
export * from './fields';
export * from './scouting';
export * from './photos';
export * from './quote';
export * from './field-errors';
