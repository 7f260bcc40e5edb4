import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Contract } from '../src/contract';
import { REST_OPERATIONS } from '../src/rest-operations';

/**
 * One place for every REST path: the contract (agency-api.openapi.yaml) and what codegen writes from
 * it (schema/src/generated). Code anywhere else builds a back-end path from an operationId
 * (restPath, restRoute, restPrefix, upstream.call), and declares no REST shape of its own: the
 * generated types are the only ones. Tests are left out: they name paths to check the wire.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIP_DIRS = new Set(['node_modules', '.next', 'dist', 'generated', '__tests__', 'e2e', 'test', '.git']);
const SKIP_TOP = new Set(['.release', '.e2e-data', 'test-results', 'bench-results', 'coverage']);
const CODE = /\.(?:ts|tsx|mts|mjs|js)$/;

function codeFiles(dir: string, top = true): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.release') || (top && SKIP_TOP.has(entry.name))) {
        return [];
      }
      return codeFiles(full, false);
    }
    return CODE.test(entry.name) && !/\.test\.|\.spec\./.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments (a comment may name a path to explain it). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/[^\n]*/g, '$1');
}

/** A contract path's fixed start: its path up to the first parameter, or the whole path. */
const fixedStarts = Object.values(REST_OPERATIONS)
  .map((operation) => operation.path)
  .filter((route) => route.startsWith('/api/') || route.startsWith('/storage/'))
  .map((route) => route.replace(/\{.*$/, ''));

/** String literals ('…', "…", `…`) naming a contract path, exactly or as its start. */
export function restPathLiterals(source: string): string[] {
  const literals = [...withoutComments(source).matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );
  return literals.filter(
    (literal) =>
      fixedStarts.some((start) => literal === start || literal.startsWith(start.endsWith('/') ? start : `${start}/`)) ||
      // Any other /api/… path but the site's own GraphQL route: a back-end path the contract lacks.
      /^\/api\/(?!graphql\b)[\w-]+/.test(literal),
  );
}

/** Declarations (`interface X`, `type X = {`) named after a schema of the contract: a REST shape kept by hand. */
export function restShapeDeclarations(source: string, schemaNames: ReadonlySet<string>): string[] {
  return [...withoutComments(source).matchAll(/\b(?:interface\s+(\w+)|type\s+(\w+)\s*=\s*\{)/g)]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((name) => schemaNames.has(name));
}

const SCHEMA_NAMES: ReadonlySet<string> = new Set(
  Object.keys((new Contract().doc.components as { schemas: Record<string, unknown> }).schemas),
);
/** The parts that speak REST: the gateway's clients and preflight, the sandbox's answers. */
const REST_PARTS = ['gateway/src', 'sandbox/src'];

describe('REST paths and shapes live in the contract', () => {
  it('finds a path literal, and leaves comments, the site GraphQL route and other text alone', () => {
    expect(restPathLiterals("get('/api/staff')")).toEqual(['/api/staff']);
    expect(restPathLiterals('const p = `/api/posts/${type}/${lang}`;')).toEqual(['/api/posts/${type}/${lang}']);
    expect(restPathLiterals("x('/storage/a.jpg')")).toEqual(['/storage/a.jpg']);
    expect(restPathLiterals("// GET /api/staff\n/* '/api/staff' */ x('/api/graphql'); y('api')")).toEqual([]);
  });

  it('no code outside the contract and its generated files writes a REST path', () => {
    const found = codeFiles(ROOT).flatMap((file) =>
      restPathLiterals(readFileSync(file, 'utf8')).map((literal) => `${path.relative(ROOT, file)}: ${literal}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a REST shape declared by hand', () => {
    const names = new Set(['Post', 'StaffMember']);
    expect(restShapeDeclarations('export interface Post {\n id: number }', names)).toEqual(['Post']);
    expect(restShapeDeclarations('type StaffMember = { id: number }', names)).toEqual(['StaffMember']);
    expect(restShapeDeclarations("export type Post = RestSchemas['Post'];", names)).toEqual([]);
  });

  it('the gateway and the sandbox declare no REST shape of their own (the generated types are the ones)', () => {
    expect(SCHEMA_NAMES.has('Post')).toBe(true);
    const found = REST_PARTS.flatMap((part) => codeFiles(path.join(ROOT, part), false)).flatMap((file) =>
      restShapeDeclarations(readFileSync(file, 'utf8'), SCHEMA_NAMES).map(
        (name) => `${path.relative(ROOT, file)}: ${name}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('scans the code of every part', () => {
    const files = codeFiles(ROOT).map((file) => path.relative(ROOT, file));
    for (const part of ['gateway/src/', 'sandbox/src/', 'site/lib/', 'schema/src/', 'scripts/']) {
      expect(
        files.some((file) => file.startsWith(part)),
        part,
      ).toBe(true);
    }
  });
});
