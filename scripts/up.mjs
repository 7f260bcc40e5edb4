#!/usr/bin/env node
// The one run command (`npm run up`): installs the workspace, builds the site
// and starts sandbox + gateway + site on the embedded default back-end.
import { installWorkspace, mustRun, root } from './lib/steps.mjs';
import path from 'node:path';

await installWorkspace();
const site = path.join(root, 'site');
await mustRun('site build', path.join(site, 'node_modules/.bin/next'), ['build'], { cwd: site });
await import('./stack.mjs');
