// How each part of the product starts: from the release (scripts/release.mjs), as the image's
// services run it, or from the sources (development: TypeScript through tsx, `next dev`).
import path from 'node:path';
import { root } from './steps.mjs';

/** The release folder the production starts run (RELEASE_DIR, `.release` by default). */
export const releaseDir = path.resolve(root, process.env.RELEASE_DIR || '.release');

const tsx = path.join(root, 'node_modules/.bin/tsx');

/**
 * The command, arguments and working folder of `part` (sandbox, gateway, site). `source: true`
 * runs the sources instead of the release (`npm run dev`, tests of the sources).
 */
export function partCommand(part, { source = false, dev = false, release = releaseDir } = {}) {
  if (source) {
    if (part === 'site') {
      return {
        command: process.execPath,
        args: ['scripts/serve-brands.mjs', ...(dev ? ['--dev'] : [])],
        cwd: path.join(root, 'site'),
      };
    }
    return { command: tsx, args: ['src/main.ts'], cwd: path.join(root, part) };
  }
  const entry = { sandbox: 'sandbox/dist/main.mjs', gateway: 'gateway/dist/main.mjs', site: 'site/serve-brands.mjs' }[
    part
  ];
  if (!entry) throw new Error(`no such part: ${part}`);
  return { command: process.execPath, args: [path.join(release, entry)], cwd: path.dirname(path.join(release, entry)) };
}
