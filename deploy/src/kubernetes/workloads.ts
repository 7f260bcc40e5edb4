/**
 * The workloads: the site, the gateway and Redis, each a Deployment (no pod keeps state) with its
 * Service, ServiceAccount and (site and gateway) ConfigMap. They run as compose runs them: the same
 * image and commands, ports, health checks, memory ceilings, stop grace, and writable only where
 * compose mounts a tmpfs (an emptyDir of the same size here), as a non-root user with no capability.
 */
import { createHash } from 'node:crypto';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IEnvVar } from 'kubernetes-models/v1/EnvVar';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import type { Values } from './values';
import { APPS_DIR, OUTBOX_DIR, PORTS, configMapData, secretKeys, serviceName, type AppWorkload } from './variables';
import { labels, metadata, selectorLabels, type Component } from './labels';

/** The image's user (node:24-bookworm-slim's `node`); Redis' alpine image runs as `redis` (999:1000). */
const NODE_USER = 1000;
const REDIS_USER = 999;
const REDIS_GROUP = 1000;
/** compose's stop_grace_period: SHUTDOWN_GRACE_MS (25 s) for requests in flight, and a margin. */
export const STOP_GRACE_SECONDS = 40;

/** A writable folder on a read-only root: an emptyDir of compose's tmpfs size. */
interface Scratch {
  readonly name: string;
  readonly path: string;
  readonly size: string;
}

/** compose's tmpfs mounts, per component (docker-compose.yml), and the gateway's outbox volume. */
export const SCRATCH: Record<Component, readonly Scratch[]> = {
  site: [
    { name: 'tmp', path: '/tmp', size: '64Mi' },
    // The image optimizer's variants (SITE_IMAGE_CACHE_MAX_BYTES, 256 MiB).
    { name: 'next-cache', path: '/app/site/.next/cache', size: '320Mi' },
  ],
  gateway: [
    // Uploads stream here while they are received (4 slots x 33 MB at most).
    { name: 'tmp', path: '/tmp', size: '256Mi' },
    // The embedded outbox (OUTBOX_MAX_MB, 1 GiB, and SQLite's own pages) until DATABASE_URL shares it.
    { name: 'outbox', path: OUTBOX_DIR, size: '1536Mi' },
    // The app registry in SQLite (APPS_PATH): one per pod, so with more than one replica the
    // registry belongs in PostgreSQL (database.enabled: DATABASE_URL), which every pod shares.
    { name: 'apps', path: APPS_DIR, size: '64Mi' },
  ],
  redis: [{ name: 'data', path: '/data', size: '16Mi' }],
};

const COMMANDS: Record<AppWorkload, string[]> = {
  site: ['node', 'site/serve-brands.mjs'],
  gateway: ['node', 'gateway/dist/main.mjs'],
};

/** Health, as compose and the front check it: the site's /healthz, the gateway's /readyz (and /healthz for liveness). */
export const HEALTH_PATHS: Record<AppWorkload, { ready: string; live: string }> = {
  site: { ready: '/healthz', live: '/healthz' },
  gateway: { ready: '/readyz', live: '/healthz' },
};

const httpProbe = (path: string, timing: Omit<IProbe, 'httpGet'>): IProbe => ({
  httpGet: { path, port: 'http' },
  ...timing,
});

/** Probes: a slow first start is the startup probe's; readiness is quick to take a pod out; liveness is patient. */
function appProbes(workload: AppWorkload): Pick<IContainer, 'startupProbe' | 'readinessProbe' | 'livenessProbe'> {
  const { ready, live } = HEALTH_PATHS[workload];
  return {
    // The site listens once Next is prepared, the gateway once its store and outbox are open: up to 2 minutes.
    startupProbe: httpProbe(live, { periodSeconds: 2, timeoutSeconds: 2, failureThreshold: 60 }),
    readinessProbe: httpProbe(ready, { periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2, successThreshold: 1 }),
    // 30 s of failures: longer than a stop's grace (the site answers 503 while it finishes in-flight requests).
    livenessProbe: httpProbe(live, { periodSeconds: 10, timeoutSeconds: 5, failureThreshold: 3 }),
  };
}

const hardenedContainer: IContainer['securityContext'] = {
  runAsNonRoot: true,
  allowPrivilegeEscalation: false,
  privileged: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};

function hardenedPod(
  values: Values,
  component: Component,
  container: IContainer,
  user: number,
  group: number,
): IPodSpec {
  const scratch = SCRATCH[component];
  return {
    serviceAccountName: serviceName(values, component),
    automountServiceAccountToken: false,
    // No docker-link variables (<SERVICE>_PORT=tcp://…) beside the table's.
    enableServiceLinks: false,
    terminationGracePeriodSeconds: STOP_GRACE_SECONDS,
    securityContext: {
      runAsNonRoot: true,
      runAsUser: user,
      runAsGroup: group,
      fsGroup: group,
      seccompProfile: { type: 'RuntimeDefault' },
    },
    // Replicas on different nodes where the cluster has them.
    topologySpreadConstraints: [
      {
        maxSkew: 1,
        topologyKey: 'kubernetes.io/hostname',
        whenUnsatisfiable: 'ScheduleAnyway',
        labelSelector: { matchLabels: selectorLabels(values, component) },
      },
    ],
    containers: [
      {
        ...container,
        securityContext: hardenedContainer,
        volumeMounts: scratch.map((s) => ({ name: s.name, mountPath: s.path })),
      },
    ],
    volumes: scratch.map((s) => ({ name: s.name, emptyDir: { sizeLimit: s.size } })),
  };
}

/** Every key of the existing Secret the workload reads, as its variable; a required one missing stops the pod naming it. */
function secretEnv(workload: AppWorkload | 'redis', values: Values): IEnvVar[] {
  return secretKeys(workload, values).map(({ name, required }) => ({
    name,
    valueFrom: { secretKeyRef: { name: values.existingSecret, key: name, optional: !required } },
  }));
}

/**
 * The Redis in the cluster, its password from the Secret (compose builds the same URLs): the gateways'
 * store (REDIS_URL) and the sites' shared page cache (SITE_REDIS_URL).
 */
function redisUrl(workload: AppWorkload, values: Values): IEnvVar[] {
  if (!values.redis.enabled) return [];
  const name = workload === 'gateway' ? 'REDIS_URL' : 'SITE_REDIS_URL';
  return [{ name, value: `redis://:$(REDIS_PASSWORD)@${serviceName(values, 'redis')}:${PORTS.redis}` }];
}

const checksum = (data: Record<string, string>) => createHash('sha256').update(JSON.stringify(data)).digest('hex');

/**
 * Rolling updates add pods before removing any (maxUnavailable 0), and a new pod takes traffic only
 * once ready for a while: the site's chunks are safe across it because Next's deploymentId
 * (RELEASE_ID) makes a page of the other release reload (README "Running at scale").
 */
function appDeployment(workload: AppWorkload, values: Values, config: Record<string, string>): Deployment {
  const container: IContainer = {
    name: workload,
    image: values.image,
    imagePullPolicy: 'IfNotPresent',
    command: COMMANDS[workload],
    ports: [{ name: 'http', containerPort: PORTS[workload], protocol: 'TCP' }],
    envFrom: [{ configMapRef: { name: serviceName(values, workload) } }],
    env: [...secretEnv(workload, values), ...redisUrl(workload, values)],
    resources: values[workload].resources,
    ...appProbes(workload),
    // The site leaves the Service's endpoints a moment before it stops listening (the gateway drains by SHUTDOWN_DRAIN_MS).
    ...(workload === 'site' ? { lifecycle: { preStop: { sleep: { seconds: 5 } } } } : {}),
  };
  return new Deployment({
    metadata: metadata(values, workload),
    spec: {
      // No replica count: the autoscaler owns it (between minReplicas and maxReplicas).
      selector: { matchLabels: selectorLabels(values, workload) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: '25%' } },
      minReadySeconds: 10,
      revisionHistoryLimit: 5,
      template: {
        metadata: {
          labels: labels(values, workload),
          // A changed ConfigMap rolls the pods (a changed Secret: `kubectl rollout restart`).
          annotations: { 'agency/config-checksum': checksum(config) },
        },
        spec: hardenedPod(values, workload, container, NODE_USER, NODE_USER),
      },
    },
  });
}

/**
 * Redis, a cache (compose's command: no persistence, a memory ceiling, LRU eviction over all keys),
 * one pod replaced whole on an update: two side by side would split the limit counters and the
 * change announcements.
 */
function redisDeployment(values: Values): Deployment {
  const ping: IProbe['exec'] = { command: ['sh', '-c', '[ "$(redis-cli ping)" = PONG ]'] };
  const container: IContainer = {
    name: 'redis',
    image: values.redis.image,
    imagePullPolicy: 'IfNotPresent',
    command: ['redis-server'],
    args: [
      '--requirepass',
      '$(REDIS_PASSWORD)',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      values.redis.maxMemory,
      '--maxmemory-policy',
      'allkeys-lru',
      '--dir',
      '/data',
    ],
    ports: [{ name: 'redis', containerPort: PORTS.redis, protocol: 'TCP' }],
    env: [
      ...secretEnv('redis', values),
      // redis-cli (the probes) authenticates with it.
      { name: 'REDISCLI_AUTH', valueFrom: { secretKeyRef: { name: values.existingSecret, key: 'REDIS_PASSWORD' } } },
    ],
    resources: values.redis.resources,
    readinessProbe: { exec: ping, periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 },
    livenessProbe: { exec: ping, periodSeconds: 10, timeoutSeconds: 5, failureThreshold: 3 },
  };
  return new Deployment({
    metadata: metadata(values, 'redis'),
    spec: {
      replicas: 1,
      selector: { matchLabels: selectorLabels(values, 'redis') },
      strategy: { type: 'Recreate' },
      revisionHistoryLimit: 5,
      template: {
        metadata: { labels: labels(values, 'redis') },
        spec: hardenedPod(values, 'redis', container, REDIS_USER, REDIS_GROUP),
      },
    },
  });
}

function service(values: Values, component: Component, port: number, portName: string): Service {
  return new Service({
    metadata: metadata(values, component),
    spec: {
      type: 'ClusterIP',
      selector: selectorLabels(values, component),
      ports: [{ name: portName, port, targetPort: portName, protocol: 'TCP' }],
    },
  });
}

const serviceAccount = (values: Values, component: Component) =>
  new ServiceAccount({ metadata: metadata(values, component), automountServiceAccountToken: false });

/** The site's or the gateway's objects: ConfigMap, ServiceAccount, Deployment, Service. */
export function appObjects(workload: AppWorkload, values: Values) {
  const data = configMapData(workload, values);
  return [
    new ConfigMap({ metadata: metadata(values, workload), data }),
    serviceAccount(values, workload),
    appDeployment(workload, values, data),
    service(values, workload, PORTS[workload], 'http'),
  ];
}

export function redisObjects(values: Values) {
  if (!values.redis.enabled) return [];
  return [serviceAccount(values, 'redis'), redisDeployment(values), service(values, 'redis', PORTS.redis, 'redis')];
}
