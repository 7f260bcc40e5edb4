/**
 * Which environment variables a package's code reads, found in its sources: what the variable
 * table's tests compare the table with, both ways. A read is a concrete name or, where the code
 * builds the name, a template whose `<*>` stands for the part computed at run time
 * (`BLOG_URL_${suffix}` reads `BLOG_URL_<*>`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expandName, type VariableRow } from './config-variables';

const NAME = '[A-Z][A-Z0-9_]*[A-Z0-9]';
const READS: readonly RegExp[] = [
  // env.X, process.env.X, env['X']
  new RegExp(`\\benv\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\benv\\[['"](${NAME})['"]\\]`, 'g'),
  // A name handed to a reader: readOnOff('TRUST_PROXY', …), wholeNumberSetting('SHUTDOWN_GRACE_MS', …).
  new RegExp(`\\b\\w*(?:[Ss]etting|[Oo]nOff|[Nn]umber)\\w*\\((?:env, )?'(${NAME})'`, 'g'),
];
/** A template literal made of upper-case words and `${…}` only, with at least one of each: a built name. */
const BUILT = /`((?:[A-Z][A-Z0-9_]*|\$\{[^}`]+\})(?:[A-Z0-9_]+|\$\{[^}`]+\})*)`/g;

/** The variables one source text reads. */
export function variablesReadIn(source: string): string[] {
  const reads = new Set<string>();
  for (const pattern of READS) for (const match of source.matchAll(pattern)) reads.add(match[1]!);
  for (const match of source.matchAll(BUILT)) {
    const template = match[1]!;
    if (!template.includes('${') || !/[A-Z]_|_[A-Z]/.test(template.replace(/\$\{[^}]+\}/g, ''))) continue;
    reads.add(template.replace(/\$\{[^}]+\}/g, '<*>'));
  }
  return [...reads];
}

const SOURCE = /\.(ts|tsx|mjs)$/;
const NOT_PRODUCT_FILE = /\.test\.(tsx?|mjs)$|\.d\.m?ts$/;
const NOT_PRODUCT_FOLDER = /^(node_modules|generated|dist|e2e|test|__tests__|test-results|\..+)$/;

/** The product's source files under `dir` (relative paths), never descending into dependencies, builds or tests. */
function sourceFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NOT_PRODUCT_FOLDER.test(entry.name) ? [] : sourceFiles(dir, relative);
    return SOURCE.test(entry.name) && !NOT_PRODUCT_FILE.test(entry.name) ? [relative] : [];
  });
}
const SCHEMA = path.resolve(import.meta.dirname, '..');

/** The schema module an `@agency/schema/<name>` import loads. */
function schemaModule(name: string): string | null {
  const exports = JSON.parse(readFileSync(path.join(SCHEMA, 'package.json'), 'utf8')).exports as Record<string, string>;
  const file = exports[`./${name}`];
  return file ? path.join(SCHEMA, file) : null;
}

/**
 * Every variable the code under `root` reads (tests, e2e, generated and built files apart), with
 * the shared schema modules it imports when `withSchema` (their functions may be what reads a
 * variable for it, or may go unused). `skip` leaves out files (relative to root) that are not the
 * product (a test harness's config).
 */
export function variablesReadBy(root: string, { skip = /$^/, withSchema = false } = {}): string[] {
  const files = sourceFiles(root)
    .filter((file) => !skip.test(file))
    .map((file) => path.join(root, file));
  const seen = new Set(files);
  const reads = new Set<string>();
  for (let i = 0; i < files.length; i++) {
    const source = readFileSync(files[i]!, 'utf8');
    for (const read of variablesReadIn(source)) reads.add(read);
    if (!withSchema) continue;
    for (const match of source.matchAll(/@agency\/schema\/([a-z-]+)/g)) {
      const module = schemaModule(match[1]!);
      if (module && !seen.has(module)) {
        seen.add(module);
        files.push(module);
      }
    }
  }
  return [...reads].sort();
}

const templatePattern = (read: string) =>
  new RegExp(
    `^${read
      .split('<*>')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[A-Z0-9_]+')}$`,
  );

/** Whether a read (a name or a template) is one of a row's names. */
export function readMatchesRow(read: string, row: VariableRow): boolean {
  const names = expandName(row.name);
  if (!read.includes('<*>')) return names.includes(read);
  const pattern = templatePattern(read);
  return names.some((name) => pattern.test(name));
}
