/**
 * Writes src/generated/rest-operations.ts from the REST contract: each operationId's method and
 * path, the one runtime list of the back-ends' paths (openapi-typescript writes only types), and
 * the text fields of the talent profile (the sandbox gives a field it does not know a demo value). The
 * gateway's calls, the preflight and the sandbox's routes read it; a test fails on a REST path
 * written anywhere else. Run by `npm run codegen`; scripts/check-generated.mjs fails when it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '..');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface SchemaObject {
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  allOf?: SchemaObject[];
}
const doc = parse(readFileSync(path.join(ROOT, 'agency-api.openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string } | undefined>>;
  components: { schemas: Record<string, SchemaObject> };
};

/** The properties a schema declares itself (inline allOf parts included, $refs not followed) whose type is text. */
function textFields(schema: SchemaObject): string[] {
  const own = Object.entries(schema.properties ?? {})
    .filter(([, property]) => [property.type].flat().includes('string'))
    .map(([name]) => name);
  return [...own, ...(schema.allOf ?? []).flatMap(textFields)];
}
const profileTextFields = textFields(doc.components.schemas.TalentProfile ?? {});
const rows: string[] = [];
for (const [route, item] of Object.entries(doc.paths)) {
  for (const method of METHODS) {
    const operationId = item[method]?.operationId;
    if (!operationId) continue;
    rows.push(`  ${operationId}: { method: '${method.toUpperCase()}', path: '${route}' },`);
  }
}
const target = path.join(ROOT, 'src/generated/rest-operations.ts');
const text = `/**
 * Written by schema/scripts/write-rest-operations.ts from agency-api.openapi.yaml; do not edit.
 * Each operationId's method and path.
 */
export const REST_OPERATIONS = {
${rows.join('\n')}
} as const;

/** The text fields the talent profile declares itself (not those of TalentFields). */
export const TALENT_PROFILE_TEXT_FIELDS = ${JSON.stringify(profileTextFields)} as const;
`;
writeFileSync(target, await format(text, { ...((await resolveConfig(target)) ?? {}), parser: 'typescript' }));
console.log(`REST operations: ${rows.length} written.`);
