// The framework floor: Lighthouse on a bare Next.js page (bench/floor-app: one heading, one
// paragraph, one client component), built with the site's own Next and React, served straight from
// `next start` on the same machine in the same run. Whatever a page costs beyond it is ours; what it
// costs itself no site code can remove (on two shared cores its TBT alone is several hundred ms).
import fs from 'node:fs';
import path from 'node:path';
import { root, resultsDir } from './lib/paths.mjs';
import { runToEnd, startProcess, waitForHttp } from './lib/processes.mjs';
import { baseEnv as env, logs } from './stack.mjs';

const source = path.join(root, 'bench', 'floor-app');
const appDir = path.join(resultsDir, 'floor-app');
const next = path.join(root, 'site', 'node_modules', 'next', 'dist', 'bin', 'next');

/** Copies the floor app beside the results (git-ignored), links the site's packages and builds it once. */
export async function buildFloorApp({ rebuild = false } = {}) {
  if (!rebuild && fs.existsSync(path.join(appDir, '.next', 'BUILD_ID'))) return;
  fs.rmSync(appDir, { recursive: true, force: true });
  fs.cpSync(source, appDir, { recursive: true });
  fs.symlinkSync(path.join(root, 'site', 'node_modules'), path.join(appDir, 'node_modules'), 'dir');
  await runToEnd('floor app build', process.execPath, [next, 'build', appDir], {
    cwd: appDir,
    env,
    logFile: path.join(logs, 'floor-app-build.log'),
  });
}

/** `next start` of the floor app on `port`; resolves once it answers. */
export async function startFloorApp(port) {
  const proc = startProcess('floor app', process.execPath, [next, 'start', appDir, '-p', String(port)], {
    cwd: appDir,
    env,
    logFile: path.join(logs, 'floor-app.log'),
  });
  await waitForHttp(`http://localhost:${port}/`, proc, { ok: (status) => status === 200 });
  return proc;
}
