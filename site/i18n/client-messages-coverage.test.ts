import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHELL_CLIENT_MESSAGES } from './client-messages';

// The browser gets only the shell's message groups plus those a page names in <ClientMessages>.
// This walks each route file's imports (static and lazy) and checks that every useTranslations
// of a client component it reaches reads a group the browser will have: a forgotten group would
// show raw keys on the page.

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brandRoutes = path.join(site, 'app/[locale]/[brand]');

interface Source {
  imports: string[];
  client: boolean;
  namespaces: string[];
  declared: string[];
}

const sources = new Map<string, Source>();

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(site, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const suffix of ['', '.tsx', '.ts', '/index.tsx', '/index.ts']) {
    const file = base + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function read(file: string): Source {
  const known = sources.get(file);
  if (known) return known;
  const text = fs.readFileSync(file, 'utf8');
  const source: Source = {
    imports: [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)]
      .map((m) => resolveImport(file, m[1]!))
      .filter((f): f is string => f !== null),
    client: /^['"]use client['"]/.test(text),
    // useTranslations() without a namespace reads the whole catalogue: recorded as ''.
    namespaces: [...text.matchAll(/useTranslations\(\s*(?:'([^']*)')?\s*\)/g)].map((m) => m[1] ?? ''),
    declared: [...text.matchAll(/<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}/g)].flatMap((m) =>
      [...m[1]!.matchAll(/'([^']+)'/g)].map((q) => q[1]!),
    ),
  };
  sources.set(file, source);
  return source;
}

/** What the entry's client components translate, and the groups its server files declare. */
function walk(entry: string) {
  const needed = new Map<string, string>();
  const declared = new Set<string>();
  const seen = new Set<string>();
  const stack: [string, boolean][] = [[entry, false]];
  while (stack.length) {
    const [file, underClient] = stack.pop()!;
    const key = `${file}|${underClient}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const source = read(file);
    const client = underClient || source.client;
    if (client) for (const ns of source.namespaces) needed.set(ns, path.relative(site, file));
    else for (const ns of source.declared) declared.add(ns);
    for (const next of source.imports) stack.push([next, client]);
  }
  return { needed, declared };
}

const covers = (groups: Iterable<string>, ns: string) =>
  [...groups].some((group) => ns === group || ns.startsWith(`${group}.`));

function routeFiles(dir: string, names: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full, names);
    return names.test(entry.name) ? [full] : [];
  });
}

const uncovered = (entry: string, extra: Iterable<string> = []) => {
  const { needed, declared } = walk(entry);
  const groups = [...SHELL_CLIENT_MESSAGES, ...declared, ...extra];
  return [...needed].filter(([ns]) => !covers(groups, ns)).map(([ns, file]) => `${ns || '(all)'} in ${file}`);
};

describe('client message groups', () => {
  it('the shell (brand layout, boundaries, templates) translates only the shell groups', () => {
    const shellFiles = routeFiles(brandRoutes, /^(layout|template|error|not-found|loading)\.tsx$/);
    expect(shellFiles.length).toBeGreaterThan(5);
    for (const file of shellFiles) {
      expect({ file: path.relative(site, file), missing: walk(file).needed.size ? uncovered(file) : [] }).toEqual({
        file: path.relative(site, file),
        missing: [],
      });
    }
  });

  it.each(routeFiles(brandRoutes, /^page\.tsx$/).map((f) => [path.relative(brandRoutes, f), f]))(
    '%s sends the groups its client components translate',
    (_name, file) => {
      expect(uncovered(file)).toEqual([]);
    },
  );

  it('finds a group a page forgot (the check can fail)', () => {
    const profile = path.join(brandRoutes, 'talento/[id]/[name]/page.tsx');
    const { needed } = walk(profile);
    expect([...needed.keys()]).toContain('talents.profile');
    const withoutDeclared = [...needed.keys()].filter((ns) => !covers(SHELL_CLIENT_MESSAGES, ns));
    expect(withoutDeclared.length).toBeGreaterThan(0);
  });
});
