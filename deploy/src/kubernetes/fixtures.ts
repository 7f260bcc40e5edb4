/** The example values (deploy/kubernetes/values.example.yaml) and variants of them, for the tests. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Manifest } from './policy';
import { renderObjects } from './render';
import { checkValues, type Values } from './values';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const EXAMPLE_VALUES = path.join(ROOT, 'deploy/kubernetes/values.example.yaml');

/** The example values as written (unchecked). */
export const exampleInput = (): Record<string, unknown> => parse(readFileSync(EXAMPLE_VALUES, 'utf8'));

/** The example with some keys replaced (one level deep per key). */
export function variant(patch: Record<string, unknown>): Values {
  const input = exampleInput();
  for (const [key, value] of Object.entries(patch)) {
    const base = input[key];
    input[key] =
      value && typeof value === 'object' && !Array.isArray(value) && base && typeof base === 'object'
        ? { ...(base as object), ...(value as object) }
        : value;
  }
  return checkValues(input);
}

/** Deployments the values may ask for: the example, an external Redis, an in-namespace PostgreSQL, no namespace, other domains. */
export const VARIANTS: Record<string, Values> = {
  example: variant({}),
  'external Redis': variant({ redis: { enabled: false } }),
  'in-namespace PostgreSQL': variant({
    database: {
      enabled: true,
      podSelector: { 'cnpg.io/cluster': 'agency-db' },
      allowFrom: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'cnpg-system' } } }],
    },
  }),
  'no database, namespace made elsewhere, own domains': variant({
    database: { enabled: false },
    createNamespace: false,
    brands: { jabuticaba: ['jabuticaba.example.com'] },
    ingress: { www: false },
  }),
};

export const manifests = (values: Values): Manifest[] =>
  renderObjects(values).map((o) => o.toJSON() as unknown as Manifest);
