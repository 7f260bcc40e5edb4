/**
 * Availability: the site and the gateway scale on CPU between their minimum and maximum, and no
 * voluntary disruption (a node drain, an upgrade) takes more than one pod of a Deployment at a time.
 */
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { metadata, selectorLabels, type Component } from './labels';
import type { Values } from './values';
import type { AppWorkload } from './variables';

export function autoscaler(workload: AppWorkload, values: Values): HorizontalPodAutoscaler {
  const { minReplicas, maxReplicas, targetCPUUtilization } = values[workload];
  return new HorizontalPodAutoscaler({
    metadata: metadata(values, workload),
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: `${values.name}-${workload}` },
      minReplicas,
      maxReplicas,
      metrics: [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: targetCPUUtilization } },
        },
      ],
      // Up at once on a rush; down slowly, one pod a minute, once the load has stayed low for five.
      behavior: {
        scaleUp: { stabilizationWindowSeconds: 0 },
        scaleDown: { stabilizationWindowSeconds: 300, policies: [{ type: 'Pods', value: 1, periodSeconds: 60 }] },
      },
    },
  });
}

/** One pod at a time: never blocks a drain (even Redis' single pod may go), never takes two of a service. */
export function disruptionBudget(component: Component, values: Values): PodDisruptionBudget {
  return new PodDisruptionBudget({
    metadata: metadata(values, component),
    spec: { maxUnavailable: 1, selector: { matchLabels: selectorLabels(values, component) } },
  });
}
