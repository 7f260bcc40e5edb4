/**
 * The variable table, applied to the cluster: what each workload's ConfigMap holds (the values the
 * topology fixes, the brands' domains, and the deployer's `config:` routed to the services that read
 * each variable) and which keys of the existing Secret it reads. A variable the table does not know,
 * a secret written in `config:`, or a required one left out stops the render naming it.
 */
import { BRANDS, brandConstantName } from '@agency/schema/brands';
import { VARIABLES, expandName, nodeOptionsFor, rowOf, type VariableRow } from '@agency/schema/config-variables';
import { quantityBytes } from '../compose';
import type { Values } from './values';

/** The workloads whose configuration comes from the table (Redis has its own, fixed). */
export type AppWorkload = 'site' | 'gateway';
export const APP_WORKLOADS: readonly AppWorkload[] = ['site', 'gateway'];

export const PORTS = { site: 3000, gateway: 4000, redis: 6379 } as const;

/** Where the gateway keeps its embedded outbox (an emptyDir; unused when `database` gives it DATABASE_URL). */
export const OUTBOX_DIR = '/outbox';
/** Where the gateway keeps the app registry's SQLite file when no DATABASE_URL is set (compose: a volume both gateways share). */
export const APPS_DIR = '/apps';

export const serviceName = (values: Values, component: string) => `${values.name}-${component}`;

/** The values the manifests fix for each workload, as compose does for its services. */
export function topologySettings(workload: AppWorkload, values: Values): Record<string, string> {
  // The heap ceiling follows the container's memory limit (the values' resources).
  const nodeOptions = nodeOptionsFor(quantityBytes(values[workload].resources.limits.memory));
  if (workload === 'site') {
    return {
      NODE_ENV: 'production',
      NODE_OPTIONS: nodeOptions,
      // The pod's network: only the ingress controller reaches it (NetworkPolicy).
      SITE_HOST: '0.0.0.0',
      GATEWAY_URL: `http://${serviceName(values, 'gateway')}:${PORTS.gateway}/graphql`,
      // One proxy of ours (the ingress controller) writes the visitor's address as the last X-Forwarded-For entry.
      TRUST_PROXY: '1',
    };
  }
  return {
    NODE_ENV: 'production',
    NODE_OPTIONS: nodeOptions,
    GATEWAY_ENV: 'production',
    GATEWAY_HOST: '0.0.0.0',
    GATEWAY_PORT: String(PORTS.gateway),
    // Every way in writes the caller's address: the ingress controller for other apps (the API host);
    // the sites, proven by their secret, name the visitor. NetworkPolicy admits no one else.
    TRUST_PROXY: '1',
    OUTBOX_PATH: `${OUTBOX_DIR}/outbox.sqlite`,
    APPS_PATH: `${APPS_DIR}/apps.sqlite`,
    // The Service drops a terminating pod at once; this covers the time the drop takes to reach every node.
    SHUTDOWN_DRAIN_MS: '5000',
  };
}

/** BRAND_DOMAINS_<BRAND> for each brand whose domains the values name. */
function brandDomainSettings(values: Values): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values.brands).map(([key, domains]) => [
      `BRAND_DOMAINS_${brandConstantName(key as (typeof BRANDS)[number]['key'])}`,
      domains!.join(','),
    ]),
  );
}

/** Why a name may not be written in `config:`, or null when it may. */
export function refusal(name: string, row: VariableRow | undefined, values: Values): string | null {
  if (!row) return `config.${name}: no such variable (docs/configuration.md lists them)`;
  if (row.secret)
    return `config.${name} is a secret: a key of the Secret '${values.existingSecret}', never a ConfigMap`;
  if (row.name === '<SECRET>_FILE')
    return `config.${name}: the pods take secrets from the Secret '${values.existingSecret}', never from a file`;
  if (row.name === 'BRAND_DOMAINS_<BRAND>')
    return `config.${name}: write the brands' domains under brands: (the Ingress serves them too)`;
  if (!row.services.some((s) => s === 'site' || s === 'gateway'))
    return `config.${name} is not read by the site or the gateway (${row.services.join(', ')}): on Kubernetes the Ingress and the values do its job`;
  if (row.setBy !== 'deployer')
    return `config.${name} is set by ${row.setBy === 'topology' ? 'the manifests' : `${row.setBy} only`}`;
  return null;
}

/** The deployer's `config:` checked against the table; throws naming every refused or missing variable. */
export function checkedConfig(values: Values): Record<string, string> {
  const problems: string[] = [];
  for (const name of Object.keys(values.config)) {
    const problem = refusal(name, rowOf(name), values);
    if (problem) problems.push(problem);
  }
  for (const row of VARIABLES) {
    if (!row.required || row.secret || row.setBy !== 'deployer') continue;
    if (!row.services.some((s) => s === 'site' || s === 'gateway')) continue;
    const missing = expandName(row.name).filter((name) => !values.config[name]);
    for (const name of missing) problems.push(`config.${name} is required (${row.description})`);
  }
  if (problems.length > 0) throw new Error(`Kubernetes values: ${problems.join('; ')}`);
  return values.config;
}

/** A workload's ConfigMap: the topology's values, the brands' domains, and the config its service reads. */
export function configMapData(workload: AppWorkload, values: Values): Record<string, string> {
  const config = checkedConfig(values);
  const routed = Object.entries({ ...brandDomainSettings(values), ...config }).filter(([name]) =>
    rowOf(name)!.services.includes(workload),
  );
  const data = { ...topologySettings(workload, values), ...Object.fromEntries(routed) };
  return Object.fromEntries(Object.entries(data).sort(([a], [b]) => a.localeCompare(b)));
}

export interface SecretKey {
  /** The variable, and the Secret's key of the same name. */
  readonly name: string;
  /** Required: the pod does not start without the key (Kubernetes names it). */
  readonly required: boolean;
}

/**
 * The keys of the existing Secret a workload reads, each as its variable: every secret row of its
 * service the deployer sets, DATABASE_URL when a database is configured, and Redis' password (or
 * an external Redis' REDIS_URL) for the gateway.
 */
export function secretKeys(workload: AppWorkload | 'redis', values: Values): SecretKey[] {
  if (workload === 'redis') return [{ name: 'REDIS_PASSWORD', required: true }];
  const keys: SecretKey[] = VARIABLES.filter(
    (row) =>
      row.secret &&
      row.services.includes(workload) &&
      row.setBy === 'deployer' &&
      (row.name === 'DATABASE_URL' ? values.database.enabled : !row.pending),
  ).flatMap((row) =>
    expandName(row.name).map((name) => ({ name, required: row.required || row.name === 'DATABASE_URL' })),
  );
  // The gateways' store and the sites' shared page cache are on the same Redis.
  const redisUrl = workload === 'gateway' ? 'REDIS_URL' : 'SITE_REDIS_URL';
  keys.unshift(values.redis.enabled ? { name: 'REDIS_PASSWORD', required: true } : { name: redisUrl, required: true });
  return keys;
}
