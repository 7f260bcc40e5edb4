import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The gateway's layers, read from its imports. A node is a top-level folder of src/ (store,
 * upstream, ...), one domain module (modules/posts, ...) or one file directly in src/: the base
 * every layer may read (config, context, logger, metrics, backends, request-context) and the
 * composition root that wires them (yoga, server, main, health). Infrastructure never imports a
 * domain module (the ESLint rule says so file by file; this proves it over the whole tree) nor the
 * composition root, and no two nodes import each other, directly or round a longer loop.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const INFRASTRUCTURE = ['store', 'upstream', 'outbox', 'security', 'plugins', 'telemetry', 'hooks'];
const COMPOSITION = ['gateway.ts', 'server.ts', 'main.ts', 'health.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'generated' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

function folderOf(file: string): string {
  const parts = relative(SRC, file).split('/');
  if (parts.length === 1) return COMPOSITION.includes(parts[0]!) ? '(root)' : parts[0]!.replace(/\.ts$/, '');
  return parts[0] === 'modules' && parts.length > 2 ? `modules/${parts[1]}` : parts[0]!;
}

/** Folder -> the folders its files import (relative imports and dynamic import() alike). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), match[1]!);
      if (!target.startsWith(SRC)) continue;
      const to = folderOf(target.endsWith('.ts') ? target : `${target}.ts`);
      if (to !== from && to !== 'generated') edges.add(to);
    }
  }
  return graph;
}

function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const visit = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) found.push([...path.slice(at), next]);
      else visit(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return found;
}

describe('gateway layers', () => {
  const graph = folderGraph();

  it('infrastructure folders import no domain module', () => {
    const offending = INFRASTRUCTURE.flatMap((folder) =>
      [...(graph.get(folder) ?? [])].filter((to) => to.startsWith('modules/')).map((to) => `${folder} -> ${to}`),
    );
    expect(offending).toEqual([]);
  });

  it('infrastructure folders do not import the composition root', () => {
    const offending = INFRASTRUCTURE.filter((folder) => graph.get(folder)?.has('(root)'));
    expect(offending).toEqual([]);
  });

  it('no folder-level import cycles', () => {
    const withoutRoot = new Map([...graph].filter(([node]) => node !== '(root)'));
    for (const edges of withoutRoot.values()) edges.delete('(root)');
    expect(cycles(withoutRoot).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('sees the folders it checks (a guard against a scan that finds nothing)', () => {
    expect([...graph.keys()]).toEqual(expect.arrayContaining(['store', 'upstream', 'modules/posts', '(root)']));
    expect(graph.get('modules/talents')?.has('upstream')).toBe(true);
  });
});
