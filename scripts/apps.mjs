#!/usr/bin/env node
// `npm run apps -- <command>`: the app registry's CLI (gateway/src/apps/cli.ts) from the sources,
// on the pinned Node; in the production image it is `node gateway/dist/apps-cli.mjs <command>`.
// Relative paths (a manifest to publish) are read from where the command was typed (INIT_CWD).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/steps.mjs';

const result = spawnSync(
  path.join(root, 'node_modules/.bin/tsx'),
  [path.join(root, 'gateway/src/apps/cli.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    cwd: path.join(root, 'gateway'),
    env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
  },
);
process.exit(result.status ?? 1);
