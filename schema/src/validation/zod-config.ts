import { z } from 'zod';

// The site's Content-Security-Policy forbids eval; zod's JIT probe (new Function)
// would be blocked and logged as a violation on every form page. Imported first
// by every module that builds a schema, so it runs before any schema exists.
z.config({ jitless: true });
