/**
 * docs/configuration.md: the variable table for people, grouped by service, and what it becomes on
 * Kubernetes (each workload's ConfigMap keys and the keys of the existing Secret it reads).
 */
import { VARIABLES, expandName, rowOf, type VariableRow } from '@agency/schema/config-variables';
import { APP_WORKLOADS, refusal, secretKeys, topologySettings, type AppWorkload } from '../kubernetes/variables';
import type { Values } from '../kubernetes/values';
import { groupedRows } from './groups';

/** Markdown text: `<` and `|` outside code spans would be read as HTML or a column. */
function md(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`') ? part.replace(/\|/g, '\\|') : part.replace(/</g, '&lt;').replace(/\|/g, '\\|'),
    )
    .join('');
}

const SETTERS: Record<VariableRow['setBy'], string> = {
  deployer: 'deployer',
  topology: 'compose / manifests',
  build: 'release build',
  demo: 'demo only',
  development: 'development',
  tooling: 'its tool',
};

function table(rows: readonly VariableRow[]): string {
  const lines = rows.map((r) => {
    const required = r.required ? '**required**' : 'optional';
    const pending = r.pending ? ` (not read yet: ${r.pending})` : '';
    return `| \`${r.name}\` | ${r.services.join(', ')} | ${required} | ${r.secret ? 'secret' : ''} | ${SETTERS[r.setBy]} | ${md(r.default)} | ${md(r.description)}${md(pending)} |`;
  });
  return [
    '| variable | read by | in production | secret | set by | default | description |',
    '|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}

function kubernetesSection(values: Values): string {
  const workloads = [...APP_WORKLOADS, ...(values.redis.enabled ? (['redis'] as const) : [])];
  const rows = workloads.map((w) => {
    const fixed =
      w === 'redis'
        ? ''
        : Object.entries(topologySettings(w as AppWorkload, values))
            .map(([k, v]) => `\`${k}=${v}\``)
            .join(', ');
    const keys = secretKeys(w, values)
      .map((k) => `\`${k.name}\`${k.required ? '' : ' (optional)'}${rowOf(k.name)?.pending ? ' (not read yet)' : ''}`)
      .join(', ');
    return `| ${w} | ${fixed} | ${keys} |`;
  });
  const configurable = VARIABLES.filter((r) => refusal(expandName(r.name)[0]!, r, values) === null);
  const required = VARIABLES.filter(
    (r) => r.required && r.secret && r.services.some((s) => s === 'site' || s === 'gateway'),
  );
  const createSecret = [
    `kubectl --namespace ${values.namespace} create secret generic ${values.existingSecret} \\`,
    ...['REDIS_PASSWORD', ...required.flatMap((r) => expandName(r.name)), 'DATABASE_URL'].map(
      (name) => `  --from-literal=${name}=… \\`,
    ),
  ];
  createSecret[createSecret.length - 1] = createSecret.at(-1)!.replace(/ \\$/, '');
  return `## Kubernetes

The manifests (\`npm run k8s:render\`, README "Running at scale") turn the table into each workload's
ConfigMap and the keys of one Secret the deployer creates (\`existingSecret\` in the values; never
rendered, never in a values file). A variable written in the values' \`config:\` goes to the ConfigMap
of every service that reads it; one the table does not know, a secret, or one the manifests set
themselves is refused by name, and so is a required one left out.

| workload | ConfigMap: set by the manifests | Secret keys it reads (required unless marked) |
|---|---|---|
${rows.join('\n')}

Besides those, \`config:\` takes any of these (default where unset): ${configurable.map((r) => `\`${r.name}\``).join(', ')}.
\`brands:\` sets \`BRAND_DOMAINS_<BRAND>\` and the Ingress hosts together. With \`redis.enabled: false\`
the gateway reads \`REDIS_URL\` from the Secret instead of \`REDIS_PASSWORD\`; with \`database.enabled:
false\` it reads no \`DATABASE_URL\`. A required key missing from the Secret keeps the pod from starting,
and Kubernetes names the key (\`CreateContainerConfigError\`).

\`\`\`sh
${createSecret.join('\n')}
\`\`\`
`;
}

export function configurationDoc(values: Values): string {
  const required = VARIABLES.filter((r) => r.required && r.setBy === 'deployer');
  const groups = groupedRows().map(({ title, rows }) => `### ${title}\n\n${table(rows)}\n`);
  return `# Configuration

Generated from the variable table, \`schema/src/config-variables.ts\`, by \`npm run codegen\` (checked for
staleness in \`npm test\`): edit the table, never this file. \`.env.example\` and the Kubernetes manifests
come from the same table.

Each package reads its variables once at start and a wrong value stops it naming the variable and what
it must be: \`gateway/src/config-vars.ts\` (built into the typed \`gateway/src/config.ts\`), \`site/lib/config.ts\`
and the site server's start settings (\`site/lib/shell/start-settings.mjs\`), the sandbox's \`src/index.ts\`.
A production start (\`NODE_ENV=production\`) without a required setting, or with the sandbox's, stops
naming the variable unless \`SANDBOX_URL\` says the demo is meant. Tests in each package compare the table
with what its code reads, both ways; another compares it with \`docker-compose.yml\`'s required settings.

**A deployment must set:** ${required.map((r) => `\`${r.name}\``).join(', ')}.

**Secrets** (marked below) never go in an image, a ConfigMap or a log. Each may also be given as a file
(\`NAME_FILE=/run/secrets/name\`, a mounted Docker or Kubernetes secret): the value is read from it,
trailing newline dropped; setting both is refused.

**Set by:** *deployer* (\`.env.example\`, the values' \`config:\` or Secret), *compose / manifests* (fixed
to fit their shape: ports, addresses), *release build* (given to \`scripts/release.mjs\` or \`docker build\`),
*demo only*, *development* (local runs and tests), *its tool* (set by Next.js or Vitest for itself).

## Variables

${groups.join('\n')}
${kubernetesSection(values)}`;
}
