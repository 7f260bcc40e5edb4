import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCES = [
  'gateway/src',
  'sandbox/src',
  'schema/src',
  'site/app',
  'site/lib',
  'site/i18n',
  'site/components',
  'site/proxy.ts',
];

/**
 * Where a brand or a locale may still be a plain string: the edges that receive it as text and
 * check it, and a field that shares the name but not the concept. (A `lang` attribute's value is a
 * BCP 47 tag such as pt-BR, not a site locale.)
 */
const EDGES = [
  /^site\/app\//, // route params, as Next hands them over (checked by brandRoute and the proxy)
  /^site\/lib\/brand\/route\.ts$/, // the guard that checks them
  /^site\/lib\/posts\/route-params\.ts$/, // the same params of the post routes
  /^sandbox\/src\/routes\//, // the sandbox's HTTP params, checked by each route
  /^gateway\/src\/store\/keys\.ts$/, // a stored key read back from its text
  /^schema\/src\/site-cache\.d\.mts$/, // the revalidate hook's match, as the panel sends it
  /^sandbox\/src\/images\/palette\.ts$/, // a colour named after the brand
];

/** The conversions the codegen enum mapping replaced. */
const GONE = ['brandKeyOf', 'brandEnumOf', 'langOf', 'localeOf', 'toGraphBrand', 'localeEnumOf', 'siteLocaleOf'];

function sourceFiles(entry) {
  const full = path.join(root, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true })
    .map((name) => path.join(entry, name))
    .filter((name) => /\.(ts|tsx|mts)$/.test(name))
    .filter((name) => !/(__tests__|\.test\.|\/generated\/|\/gql\/)/.test(name));
}

const files = SOURCES.flatMap(sourceFiles);

test('a brand or a locale is a plain string only at the request edge', () => {
  assert.ok(files.length > 200, `read ${files.length} files`);
  const found = files.flatMap((file) =>
    EDGES.some((edge) => edge.test(file))
      ? []
      : fs
          .readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (/\b(brand|locale)\??:\s*string\b/.test(line) ? [`${file}:${index + 1}`] : [])),
  );
  assert.deepEqual(found, []);
});

test('the brand and locale conversions are gone', () => {
  const pattern = new RegExp(`\\b(${GONE.join('|')})\\(`);
  const found = files.filter((file) => pattern.test(fs.readFileSync(path.join(root, file), 'utf8')));
  assert.deepEqual(found, []);
});
