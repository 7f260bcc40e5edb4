/**
 * Writes every list of the tables' rows kept outside the tables: the GraphQL enums BrandKey and
 * PostKind, the REST contract's enums of brands, post types and back-ends, the front's default
 * hosts (deploy/Caddyfile, docker-compose.yml, .env.demo), compose's BRAND_DOMAINS_<BRAND> settings
 * and the site's listeners. Run by `npm run codegen`; scripts/check-generated.mjs runs it and fails
 * when a list differs from what is committed, so no list can miss a row of its table.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import { BRANDS, MAIN_BRAND, PANELS, brandConstantName, type BrandDefinition } from '../src/brands';
import { LISTED_POST_TYPES, POST_KIND_KEYS, POST_REST_TYPES, postKind } from '../src/post-kinds';
import { INTEGRATION_BACKEND } from '../src/upstream-calls';
import { tableLists, type TableListFile } from './table-lists';

const ROOT = path.resolve(import.meta.dirname, '../..');
// --only=<path>,<path>: write only these lists (the dev loop writes the contracts' enums, not the manifests).
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

const files: TableListFile[] = tableLists({
  brands: BRANDS.map((brand: BrandDefinition) => ({
    key: brand.key,
    constant: brandConstantName(brand.key),
    description: brand.description,
    domains: brand.domains,
    portOffset: brand.id - 1,
  })),
  apiHost: `api.${MAIN_BRAND.domains[0]}`,
  postKinds: POST_KIND_KEYS.map((key) => ({ key, description: postKind(key).description })),
  postTypes: POST_REST_TYPES,
  listedPostTypes: LISTED_POST_TYPES,
  backends: [INTEGRATION_BACKEND, ...PANELS],
}).filter((file) => !only || only.includes(file.path));

const written: string[] = [];
for (const file of files) {
  const target = path.join(ROOT, file.path);
  const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
  let text = file.write(file.whole ? null : current);
  if (file.parser) {
    const config = (await resolveConfig(target)) ?? {};
    text = await format(text, { ...config, parser: file.parser });
  }
  if (file.path.endsWith('.yaml') || file.path.endsWith('.yml')) parse(text);
  file.check?.(text);
  if (text !== current) written.push(file.path);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}
console.log(`Table lists: ${files.length} files, ${written.length ? `rewrote ${written.join(', ')}` : 'all current'}.`);
