// A throw-away copy of the workspace to perform a recipe in: the files git knows (committed or
// not, so a recipe is checked against the working tree), committed in a fresh repository of its
// own so `git status` names what the recipe and the generators changed, and the installed
// node_modules folders copied as hard links (`cp -al`: a second or two, no space): pnpm's links are
// relative, so the installed packages resolve inside the copy (Turbopack reads nothing outside its
// root) and the workspace's own packages (@agency/*) are the copy's, with its edited schema.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PACKAGES = ['schema', 'sandbox', 'gateway', 'site', 'deploy'];

function git(cwd, args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
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
  for (const folder of ['.', ...PACKAGES]) {
    const modules = path.join(sourceRoot, folder, 'node_modules');
    if (!fs.existsSync(modules)) continue;
    const target = path.join(dir, folder, 'node_modules');
    try {
      execFileSync('cp', ['-al', modules, target], { stdio: 'ignore' });
    } catch {
      // Another file system (no hard links across them): a real copy.
      fs.rmSync(target, { recursive: true, force: true });
      execFileSync('cp', ['-a', modules, target]);
    }
  }
  git(dir, ['init', '-q']);
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
