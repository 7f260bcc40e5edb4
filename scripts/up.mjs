#!/usr/bin/env node
// The one run command (`npm run up`): installs the workspace, builds the release (scripts/release.mjs:
// the site's standalone server, the gateway and the sandbox compiled) and starts it on the embedded
// default back-end, the sandbox (scripts/stack.mjs).
import { installWorkspace, mustRun, root } from './lib/steps.mjs';
import path from 'node:path';

await installWorkspace();
await mustRun('release build', process.execPath, [path.join(root, 'scripts/release.mjs')]);
await import('./stack.mjs');
