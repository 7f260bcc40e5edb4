import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The SDL is the contract in schema/graphql/*.graphql, read as is (codegen reads the same files).
 * The path is relative to this module, which sits where the release's bundles do (src/, dist/).
 */
const SCHEMA_DIR = fileURLToPath(new URL('../../schema/graphql/', import.meta.url));

export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}
