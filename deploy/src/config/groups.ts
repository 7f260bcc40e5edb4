/**
 * The variable table's rows grouped for people: by the services that read them, the deployment's
 * own settings first, required rows first within a group.
 */
import { VARIABLES, type Service, type VariableRow } from '@agency/schema/config-variables';

export interface Group {
  readonly title: string;
  readonly rows: readonly VariableRow[];
}

/** The groups, in the order a deployer meets them; each row lands in the first group it fits. */
const GROUPS: readonly { title: string; fits: (services: readonly Service[]) => boolean }[] = [
  { title: 'The deployment (docker-compose.yml)', fits: (s) => s.includes('compose') },
  { title: 'The front (deploy/Caddyfile)', fits: (s) => s.includes('front') },
  { title: 'Site and gateway', fits: (s) => s.includes('site') && s.includes('gateway') },
  { title: 'Gateway', fits: (s) => s.includes('gateway') },
  { title: 'Site', fits: (s) => s.includes('site') },
  { title: 'Preflight (`npm run preflight`)', fits: (s) => s.includes('preflight') },
  { title: 'Release build (`scripts/release.mjs`, the image)', fits: (s) => s.includes('release') },
  { title: 'Sandbox (the demo and development)', fits: (s) => s.includes('sandbox') },
];

const byRequiredFirst = (a: VariableRow, b: VariableRow) => Number(b.required) - Number(a.required);

export function groupedRows(rows: readonly VariableRow[] = VARIABLES): Group[] {
  const placed = new Set<VariableRow>();
  return GROUPS.map(({ title, fits }) => {
    const mine = rows.filter((r) => !placed.has(r) && fits(r.services));
    for (const r of mine) placed.add(r);
    return { title, rows: [...mine].sort(byRequiredFirst) };
  }).filter((g) => g.rows.length > 0);
}

/** The variables docker-compose.yml passes on from its environment (`${NAME…}`). */
export function composeVariables(composeText: string): Set<string> {
  return new Set([...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));
}

/** A default written as one literal value (`600`), or null for one described in words. */
export function literalDefault(row: VariableRow): string | null {
  const match = /^`([^`]*)`$/.exec(row.default);
  return match ? match[1]! : null;
}
