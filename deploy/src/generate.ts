/**
 * Writes what is generated from the variable table and the Kubernetes values: .env.example,
 * docs/configuration.md and deploy/kubernetes/agency.example.yaml. Run by `npm run codegen` and by
 * scripts/check-generated.mjs, which fails when the result differs from what is committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { configurationDoc } from './config/config-doc';
import { envExample } from './config/env-example';
import { renderManifests } from './kubernetes/manifests';
import { parseValues } from './kubernetes/values';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const EXAMPLE_VALUES = 'deploy/kubernetes/values.example.yaml';

const outputs: Record<string, string> = {
  '.env.example': envExample(read('docker-compose.yml')),
  'docs/configuration.md': configurationDoc(parseValues(read(EXAMPLE_VALUES))),
  'deploy/kubernetes/agency.example.yaml': renderManifests(read(EXAMPLE_VALUES), path.basename(EXAMPLE_VALUES)),
};
for (const [file, text] of Object.entries(outputs)) writeFileSync(path.join(ROOT, file), text);
console.log(`Generated ${Object.keys(outputs).join(', ')}.`);
