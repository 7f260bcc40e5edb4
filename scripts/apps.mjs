#!/usr/bin/env node
// `npm run apps -- <command>`: the app registry's CLI (gateway/src/apps/cli.ts) from the sources,
// on the pinned Node, in the gateway's folder (where its default APPS_PATH lies); in the
// production image it is `node gateway/dist/apps-cli.mjs <command>`. The manifest of `publish` is
// read from where the command was typed (npm's INIT_CWD).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/steps.mjs';

const args = process.argv.slice(2);
if (args[0] === 'publish' && args[2] && args[2] !== '-' && !args[2].startsWith('--')) {
  args[2] = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[2]);
}
const result = spawnSync(
  path.join(root, 'node_modules/.bin/tsx'),
  [path.join(root, 'gateway/src/apps/cli.ts'), ...args],
  {
    stdio: 'inherit',
    cwd: path.join(root, 'gateway'),
  },
);
process.exit(result.status ?? 1);
