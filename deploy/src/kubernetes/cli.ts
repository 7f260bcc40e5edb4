/**
 * Renders the Kubernetes manifests from a values file:
 *   npm run k8s:render -- --values my-values.yaml > agency.yaml
 *   npm run k8s:render -- --values my-values.yaml --out agency.yaml
 * A wrong value or an object that does not validate stops it naming the problem (exit 1).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderManifests } from './manifests';

const { values: args } = parseArgs({ options: { values: { type: 'string' }, out: { type: 'string' } } });
if (!args.values) {
  console.error('usage: npm run k8s:render -- --values <values.yaml> [--out <manifests.yaml>]');
  process.exit(2);
}
try {
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.values);
  const yaml = renderManifests(readFileSync(file, 'utf8'), path.basename(file));
  if (args.out) writeFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), args.out), yaml);
  else process.stdout.write(yaml);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
