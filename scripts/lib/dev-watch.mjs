// What the dev loop does when a file changes: which generators run (the tables' lists and the REST
// types, the ones whose output a running part reads) and which parts restart (those that read the
// file at start). Pure rules here; scripts/dev.mjs watches the folders and runs them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The tables whose rows are listed in the contracts (schema/scripts/write-table-lists.ts imports them). */
export const TABLES = ['schema/src/brands.ts', 'schema/src/post-kinds.ts', 'schema/src/upstream-calls.ts'];
export const REST_CONTRACT = 'schema/agency-api.openapi.yaml';
/** The lists the running parts read: the contracts' enums. Hosts and compose settings wait for `npm run codegen`. */
export const DEV_TABLE_LISTS = ['schema/graphql/table-enums.graphql', REST_CONTRACT];
export const PERSISTED_DOCUMENTS = 'site/lib/gql/persisted-documents.json';

const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file) || file.includes('/__tests__/') || file.includes('/test/');
const isSource = (file) => /\.(ts|mts|js|mjs|json)$/.test(file) && !isTest(file);

/** The folders to watch (recursive) and single folders whose files alone matter (not recursive). */
export const WATCHED_TREES = ['schema/src', 'schema/graphql', 'sandbox/src', 'gateway/src'];
export const WATCHED_FOLDERS = ['schema', 'site/lib/gql'];

/** The generators a changed file calls for, by name. */
export function generatorsFor(file) {
  if (TABLES.includes(file)) return ['table lists'];
  if (file === REST_CONTRACT) return ['rest types'];
  return [];
}

/** The parts to restart for a changed file: those that read it (or code importing it) at start. */
export function partsFor(file) {
  const parts = [];
  const schemaCode = file.startsWith('schema/src/') && isSource(file);
  if (schemaCode || (file.startsWith('sandbox/src/') && isSource(file))) parts.push('sandbox');
  if (
    schemaCode ||
    (file.startsWith('gateway/src/') && !file.startsWith('gateway/src/generated/') && isSource(file)) ||
    (file.startsWith('schema/graphql/') && file.endsWith('.graphql')) ||
    file === PERSISTED_DOCUMENTS
  ) {
    parts.push('gateway');
  }
  return parts;
}

/**
 * Watches the trees and folders under `root` and calls `onChange(file)` (relative, '/'-separated)
 * for a file whose content changed: an editor's save in several writes, or a generator rewriting a
 * file as it was, is no change.
 */
export function watchSources(root, onChange) {
  const hashes = new Map();
  const hashOf = (file) => {
    try {
      return createHash('sha1')
        .update(fs.readFileSync(path.join(root, file)))
        .digest('hex');
    } catch {
      return null;
    }
  };
  const consider = (file) => {
    if (generatorsFor(file).length === 0 && partsFor(file).length === 0) return;
    const hash = hashOf(file);
    if (hashes.get(file) === hash) return;
    hashes.set(file, hash);
    onChange(file);
  };
  const watchers = [];
  for (const tree of WATCHED_TREES) {
    for (const file of fs.readdirSync(path.join(root, tree), { recursive: true })) {
      const relative = `${tree}/${String(file).split(path.sep).join('/')}`;
      if (partsFor(relative).length || generatorsFor(relative).length) hashes.set(relative, hashOf(relative));
    }
    watchers.push(
      fs.watch(path.join(root, tree), { recursive: true }, (_event, name) => {
        if (name) consider(`${tree}/${String(name).split(path.sep).join('/')}`);
      }),
    );
  }
  for (const folder of WATCHED_FOLDERS) {
    for (const file of [REST_CONTRACT, PERSISTED_DOCUMENTS].filter((f) => path.posix.dirname(f) === folder)) {
      hashes.set(file, hashOf(file));
    }
    watchers.push(
      fs.watch(path.join(root, folder), (_event, name) => {
        if (name) consider(`${folder}/${name}`);
      }),
    );
  }
  return () => watchers.forEach((watcher) => watcher.close());
}
