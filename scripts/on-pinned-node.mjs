#!/usr/bin/env node
// Runs a root script (`npm run up`, `npm test`, `npm run bench`...) on the Node the project pins
// in .node-version (the current LTS), whatever Node the machine has: a machine on another version
// takes it from the npm registry (the `node` package carries Node's own binary), once, into npm's
// cache. Under it, every `node` a script spawns is the pinned one (npx puts it first on the PATH).
//
//   node scripts/on-pinned-node.mjs <script.mjs> [args...]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pinned = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/on-pinned-node.mjs <script.mjs> [args...]');
  process.exit(2);
}

if (process.versions.node === pinned) {
  process.argv = [process.argv[0], path.resolve(script), ...args];
  await import(pathToFileURL(path.resolve(script)).href);
} else {
  const child = spawn('npx', ['--yes', `node@${pinned}`, fileURLToPath(import.meta.url), script, ...args], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
