/**
 * The values a deployer writes for the Kubernetes manifests (deploy/kubernetes/values.example.yaml
 * is the annotated example). Checked before anything is rendered: an unknown key, a missing setting
 * or a value of the wrong shape stops the render naming its path, as a production start does.
 */
import { z } from 'zod';
import { parse } from 'yaml';
import { BRAND_KEYS } from '@agency/schema/brands';

const DNS_LABEL = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** An image by tag or digest, never `latest` or no tag: a rollback must name what it goes back to. */
const PINNED_IMAGE = /^[a-z0-9][a-z0-9._\-/:]*[a-z0-9](:[\w][\w.-]{0,127})?(@sha256:[a-f0-9]{64})?$/;
const QUANTITY = /^\d+(\.\d+)?(m|Ki|Mi|Gi|Ti)?$/;
const LABEL_VALUE = z.string().regex(/^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/);

const image = z
  .string()
  .regex(PINNED_IMAGE, 'must be an image reference')
  .refine((ref) => /:[\w][\w.-]*$|@sha256:/.test(ref.replace(/^[^/]+:\d+\//, '')), 'must name a tag or a digest')
  .refine((ref) => !/:latest$/.test(ref), 'must not be `latest`: name the release');

const quantity = z.string().regex(QUANTITY, 'must be a Kubernetes quantity (250m, 512Mi, 1Gi)');
const resources = z.strictObject({
  requests: z.strictObject({ cpu: quantity, memory: quantity }),
  limits: z.strictObject({ cpu: quantity, memory: quantity }),
});

/** A stateless service: as many pods as the CPU asks for, between `minReplicas` and `maxReplicas`. */
const workload = (defaults: { min: number; max: number; resources: z.input<typeof resources> }) =>
  z
    .strictObject({
      minReplicas: z.int().min(2).default(defaults.min),
      maxReplicas: z.int().min(2).default(defaults.max),
      /** Average CPU use, as a share of the request, the autoscaler keeps pods at. */
      targetCPUUtilization: z.int().min(10).max(100).default(70),
      resources: resources.default(defaults.resources),
    })
    .refine((w) => w.maxReplicas >= w.minReplicas, 'maxReplicas must be at least minReplicas');

const labels = z.record(z.string(), LABEL_VALUE);

export const valuesSchema = z.strictObject({
  /** Prefix of every object's name, and the `app.kubernetes.io/instance` label. */
  name: z.string().regex(DNS_LABEL).default('agency'),
  namespace: z.string().regex(DNS_LABEL).default('agency'),
  /** Render the Namespace too, labelled for the `restricted` Pod Security level. */
  createNamespace: z.boolean().default(true),
  /** The release image (compose's AGENCY_IMAGE): every Node service runs it. */
  image,
  /**
   * The Secret the deployer creates (never rendered here): one key per secret variable the
   * services read, named as the variable (docs/configuration.md, "Kubernetes").
   */
  existingSecret: z.string().regex(DNS_LABEL),
  /** A brand's domains, when not the brand table's (BRAND_DOMAINS_<BRAND>, and the Ingress hosts). */
  brands: z.partialRecord(z.enum(BRAND_KEYS), z.array(z.string().regex(HOSTNAME)).min(1)).default({}),
  /** Non-secret variables of the site and the gateway, by name: each goes to the services that read it. */
  config: z.record(z.string(), z.string()).default({}),
  ingress: z.strictObject({
    className: z.string().regex(DNS_LABEL),
    /** cert-manager's ClusterIssuer for the brands' certificates (compose's FRONT_TLS). */
    clusterIssuer: z.string().regex(DNS_LABEL),
    /** Each domain also as www.<domain> (compose's FRONT_HOSTS default). */
    www: z.boolean().default(true),
    /**
     * The gateway's public address for other apps (compose's FRONT_API_HOSTS): GraphQL, GraphiQL and
     * the SDL only. Default: api.<the main brand's first domain>; `[]`: no public API.
     */
    apiHosts: z.array(z.string().regex(HOSTNAME)).optional(),
    annotations: z.record(z.string(), z.string()).default({}),
    /** Where the ingress controller's pods run: the only pods that may reach the sites. */
    controller: z.strictObject({ namespace: z.string().regex(DNS_LABEL), podLabels: labels }),
  }),
  site: workload({
    min: 2,
    max: 6,
    resources: { requests: { cpu: '250m', memory: '512Mi' }, limits: { cpu: '2', memory: '1Gi' } },
  }).prefault({}),
  gateway: workload({
    min: 2,
    max: 6,
    resources: { requests: { cpu: '250m', memory: '512Mi' }, limits: { cpu: '2', memory: '1Gi' } },
  }).prefault({}),
  redis: z
    .strictObject({
      /** In the cluster, as in compose; `false`: an external Redis, REDIS_URL a key of the Secret. */
      enabled: z.boolean().default(true),
      image: image.default('redis:7.4.7-alpine'),
      maxMemory: z
        .string()
        .regex(/^\d+mb$/)
        .default('512mb'),
      // The gateways' store and limit counters and the sites' pages (compose's 600m).
      resources: resources.default({
        requests: { cpu: '50m', memory: '544Mi' },
        limits: { cpu: '1', memory: '600Mi' },
      }),
    })
    .prefault({}),
  /** Who may scrape the gateways' /metrics (NetworkPolicyPeer, e.g. Prometheus' namespace): nobody else reaches them. */
  monitoring: z.strictObject({ from: z.array(z.record(z.string(), z.unknown())).default([]) }).prefault({}),
  database: z
    .strictObject({
      /** DATABASE_URL from the Secret: the PostgreSQL (external or an operator's) holding the shared outbox. */
      enabled: z.boolean().default(true),
      /** An in-namespace PostgreSQL's pods: a NetworkPolicy then lets only the gateways (and `allowFrom`) reach them. */
      podSelector: labels.optional(),
      port: z.int().min(1).max(65535).default(5432),
      /** Other peers (NetworkPolicyPeer) its operator or replicas need. */
      allowFrom: z.array(z.record(z.string(), z.unknown())).default([]),
    })
    .prefault({}),
});

export type Values = z.output<typeof valuesSchema>;
export type WorkloadValues = Values['site'];

/** The values of a YAML text, checked; throws one error naming every problem by its path. */
export function parseValues(text: string): Values {
  return checkValues(parse(text) ?? {});
}

export function checkValues(raw: unknown): Values {
  const parsed = valuesSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(values)'}: ${issue.message}`);
    throw new Error(`Kubernetes values: ${problems.join('; ')}`);
  }
  return parsed.data;
}
