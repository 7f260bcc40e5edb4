/**
 * The manifests: every object built from the values, each validated against the Kubernetes API's
 * JSON schemas (kubernetes-models, Kubernetes 1.36) before anything is written, in the order
 * `kubectl apply -f` creates them. No Secret is ever rendered: the deployer's own (`existingSecret`)
 * holds every secret value.
 */
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { stringify } from 'yaml';
import { autoscaler, disruptionBudget } from './availability';
import { labels, type Component } from './labels';
import { ingress, networkPolicies } from './network';
import type { Values } from './values';
import { APP_WORKLOADS } from './variables';
import { appObjects, redisObjects } from './workloads';

/** What every rendered object is: a kubernetes-models model. */
export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata?: { name?: string; namespace?: string; labels?: Record<string, string> };
  validate(): void;
  toJSON(): unknown;
}

const ORDER = [
  'Namespace',
  'ServiceAccount',
  'ConfigMap',
  'Service',
  'Deployment',
  'HorizontalPodAutoscaler',
  'PodDisruptionBudget',
  'NetworkPolicy',
  'Ingress',
];

function namespace(values: Values): KubernetesObject[] {
  if (!values.createNamespace) return [];
  return [
    new Namespace({
      metadata: {
        name: values.namespace,
        labels: {
          ...labels(values, 'namespace'),
          // The API server refuses any pod of this namespace that is not non-root, unprivileged and so on.
          'pod-security.kubernetes.io/enforce': 'restricted',
          'pod-security.kubernetes.io/enforce-version': 'latest',
        },
      },
    }),
  ];
}

/** Every object, validated; throws naming each object that does not validate and why. */
export function renderObjects(values: Values): KubernetesObject[] {
  const components: Component[] = ['site', 'gateway', ...(values.redis.enabled ? (['redis'] as const) : [])];
  const objects: KubernetesObject[] = [
    ...namespace(values),
    ...APP_WORKLOADS.flatMap((workload) => appObjects(workload, values)),
    ...redisObjects(values),
    ...APP_WORKLOADS.map((workload) => autoscaler(workload, values)),
    ...components.map((component) => disruptionBudget(component, values)),
    ...networkPolicies(values),
    ingress(values),
  ];
  const problems: string[] = [];
  for (const object of objects) {
    try {
      object.validate();
    } catch (error) {
      problems.push(`${object.kind} ${object.metadata?.name}: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid Kubernetes objects: ${problems.join('; ')}`);
  return objects.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
}

/** One YAML stream, one document per object, as `kubectl apply -f` takes it. */
export function toYaml(objects: readonly KubernetesObject[], header: string): string {
  const documents = objects.map((object) => stringify(object.toJSON(), { lineWidth: 0, singleQuote: true }));
  return `${header.trim()}\n---\n${documents.join('---\n')}`;
}
