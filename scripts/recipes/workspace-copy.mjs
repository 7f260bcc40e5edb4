// A throw-away copy of the workspace to perform a recipe in: the files git knows (committed or
// not, so a recipe is checked against the working tree), committed in a fresh repository of its
// own so `git status` names what the recipe and the generators changed, and each package's
// node_modules rebuilt as links: the installed packages to this checkout's, the workspace's own
// packages (@agency/*) to the copy's, so the copy's type-checks read the copy's edited schema.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PACKAGES = ['schema', 'sandbox', 'gateway', 'site', 'deploy'];

function git(cwd, args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** Links every entry of an installed node_modules folder, keeping workspace links inside the copy. */
function linkModules(source, target, sourceRoot) {
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory() && entry.name.startsWith('@')) {
      linkModules(from, to, sourceRoot);
      continue;
    }
    if (entry.isSymbolicLink()) {
      const real = fs.realpathSync(from);
      const inWorkspace =
        real.startsWith(`${sourceRoot}${path.sep}`) && !real.includes(`${path.sep}node_modules${path.sep}`);
      // A workspace package: the same relative link, which in the copy reaches the copy's package.
      if (inWorkspace) {
        fs.symlinkSync(fs.readlinkSync(from), to);
        continue;
      }
    }
    fs.symlinkSync(from, to);
  }
}

/** Makes the copy and returns its folder. */
export function makeWorkspaceCopy(sourceRoot, name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `recipe-${name}-`));
  const files = git(sourceRoot, ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(sourceRoot, file)));
  for (const file of files) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(sourceRoot, file), target);
  }
  fs.symlinkSync(path.join(sourceRoot, 'node_modules'), path.join(dir, 'node_modules'));
  for (const pkg of PACKAGES) {
    const modules = path.join(sourceRoot, pkg, 'node_modules');
    if (fs.existsSync(modules)) linkModules(modules, path.join(dir, pkg, 'node_modules'), sourceRoot);
  }
  git(dir, ['init', '-q']);
  // The root's node_modules is a link, which .gitignore's `node_modules/` (folders only) lets through.
  fs.appendFileSync(path.join(dir, '.git/info/exclude'), '/node_modules\n');
  git(dir, ['add', '-A']);
  git(dir, ['-c', 'user.name=recipes', '-c', 'user.email=recipes@localhost', 'commit', '-qm', 'before the recipe']);
  return dir;
}

/** The files changed since the copy was made (modified or new). */
export function changedFiles(dir) {
  return git(dir, ['status', '--porcelain', '--untracked-files=all', '-z'])
    .split('\0')
    .filter(Boolean)
    .map((line) => line.slice(3));
}

export function removeWorkspaceCopy(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
}
