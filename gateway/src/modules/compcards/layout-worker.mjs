// A layout worker started from the sources (layout-pool.ts): Node starts a worker's file as it is,
// so this one registers tsx and loads the TypeScript body (layout-worker-main.ts). A release ships
// that body compiled under this name instead (scripts/release.mjs); no TypeScript runs there.
import { register } from 'tsx/esm/api';

register();
await import('./layout-worker-main.ts');
