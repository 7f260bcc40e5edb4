/**
 * The rules every rendered set of objects keeps, as checks that name each breach: what the
 * `restricted` Pod Security level asks of a pod and more (probes, limits, a read-only root, a
 * pinned image), a disruption budget and a rolling update that never lowers capacity for every
 * Deployment, every secret value from the deployer's own Secret, every pod behind a NetworkPolicy,
 * and references that resolve (Services, the Ingress, autoscalers, ConfigMaps).
 */
import { rowOf } from '@agency/schema/config-variables';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { PART_OF } from './labels';

/** An object as rendered (toJSON), its spec read loosely: the rules walk many kinds' shapes. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any kind's spec, read as JSON
  spec?: any;
  data?: Record<string, string>;
}

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  selector !== undefined &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels?.[key] === value);

/** Secrets referenced by `$(NAME)` in a value, all of which must come from the Secret. */
const references = (value: string) => [...value.matchAll(/\$\(([A-Z0-9_]+)\)/g)].map((m) => m[1]!);

function containerProblems(where: string, c: IContainer, pod: IPodSpec, existingSecret: string): string[] {
  const problems: string[] = [];
  const at = `${where} container ${c.name}`;
  if (!c.readinessProbe) problems.push(`${at}: no readiness probe`);
  if (!c.livenessProbe) problems.push(`${at}: no liveness probe`);
  for (const kind of ['requests', 'limits'] as const)
    for (const resource of ['cpu', 'memory'])
      if (!c.resources?.[kind]?.[resource]) problems.push(`${at}: no ${resource} ${kind}`);
  const sc = c.securityContext ?? {};
  if (sc.runAsNonRoot !== true && pod.securityContext?.runAsNonRoot !== true) problems.push(`${at}: may run as root`);
  if ((sc.runAsUser ?? pod.securityContext?.runAsUser) === 0) problems.push(`${at}: runs as user 0`);
  if (sc.readOnlyRootFilesystem !== true) problems.push(`${at}: writable root file system`);
  if (sc.allowPrivilegeEscalation !== false) problems.push(`${at}: privilege escalation allowed`);
  if (sc.privileged) problems.push(`${at}: privileged`);
  if (!sc.capabilities?.drop?.includes('ALL')) problems.push(`${at}: capabilities not all dropped`);
  if ((sc.capabilities?.add ?? []).length > 0) problems.push(`${at}: adds capabilities`);
  if (!c.image || !/:[\w][\w.-]*$|@sha256:[a-f0-9]{64}$/.test(c.image) || /:latest$/.test(c.image))
    problems.push(`${at}: image not pinned to a tag or digest (${c.image})`);
  // Every secret value: a key of the existing Secret, or built only from such keys.
  const fromSecret = new Set(
    (c.env ?? []).filter((e) => e.valueFrom?.secretKeyRef?.name === existingSecret).map((e) => e.name),
  );
  for (const e of c.env ?? []) {
    const ref = e.valueFrom?.secretKeyRef;
    if (ref && ref.name !== existingSecret)
      problems.push(`${at}: ${e.name} from Secret '${ref.name}', not '${existingSecret}'`);
    const secretRow = rowOf(e.name)?.secret || e.name.endsWith('PASSWORD') || e.name === 'REDISCLI_AUTH';
    if (!secretRow) continue;
    if (e.value !== undefined) {
      const refs = references(e.value);
      if (refs.length === 0 || refs.some((name) => !fromSecret.has(name)))
        problems.push(`${at}: secret ${e.name} written in the manifest`);
    } else if (!ref) problems.push(`${at}: secret ${e.name} not from the Secret '${existingSecret}'`);
  }
  return problems;
}

function podProblems(where: string, pod: IPodSpec, existingSecret: string): string[] {
  const problems: string[] = [];
  if (pod.securityContext?.seccompProfile?.type !== 'RuntimeDefault')
    problems.push(`${where}: seccomp not RuntimeDefault`);
  if (pod.automountServiceAccountToken !== false) problems.push(`${where}: mounts a service account token`);
  if (pod.hostNetwork || pod.hostPID || pod.hostIPC) problems.push(`${where}: shares the host's namespaces`);
  for (const volume of pod.volumes ?? []) {
    if (volume.hostPath) problems.push(`${where}: hostPath volume ${volume.name}`);
    if (volume.emptyDir && !volume.emptyDir.sizeLimit)
      problems.push(`${where}: emptyDir ${volume.name} without a size limit`);
  }
  for (const c of [...(pod.initContainers ?? []), ...pod.containers])
    problems.push(...containerProblems(where, c, pod, existingSecret));
  return problems;
}

/** Every breach of the rules in a set of rendered objects; empty when they hold. */
export function policyProblems(objects: readonly Manifest[], existingSecret: string): string[] {
  const problems: string[] = [];
  const of = (kind: string) => objects.filter((o) => o.kind === kind);
  const deployments = of('Deployment');
  const name = (o: Manifest) => `${o.kind} ${o.metadata.name}`;

  for (const secret of of('Secret'))
    problems.push(`${name(secret)}: secrets come from '${existingSecret}', never rendered`);
  for (const config of of('ConfigMap'))
    for (const key of Object.keys(config.data ?? {}))
      if (rowOf(key)?.secret) problems.push(`${name(config)}: secret ${key} in a ConfigMap`);

  for (const d of deployments) {
    const pod = d.spec.template.spec as IPodSpec;
    const podLabels = d.spec.template.metadata.labels as Record<string, string>;
    problems.push(...podProblems(name(d), pod, existingSecret));
    if (!matches(d.spec.selector.matchLabels, podLabels))
      problems.push(`${name(d)}: selector does not select its pods`);
    const strategy = d.spec.strategy;
    const single = d.spec.replicas === 1;
    if (strategy?.type === 'Recreate' && !single) problems.push(`${name(d)}: Recreate with more than one pod`);
    if (strategy?.type !== 'Recreate' && strategy?.rollingUpdate?.maxUnavailable !== 0)
      problems.push(`${name(d)}: a rolling update may lower capacity (maxUnavailable must be 0)`);
    const budgets = of('PodDisruptionBudget').filter((p) => matches(p.spec.selector.matchLabels, podLabels));
    if (budgets.length !== 1) problems.push(`${name(d)}: ${budgets.length} PodDisruptionBudgets (one expected)`);
    for (const b of budgets)
      if (b.spec.minAvailable !== undefined || !(b.spec.maxUnavailable >= 1))
        problems.push(`${name(b)}: must let one pod go at a time (maxUnavailable >= 1), never block a drain`);
    const scaler = of('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === d.metadata.name);
    if (!single) {
      if (!scaler) problems.push(`${name(d)}: no autoscaler`);
      else if (!scaler.spec.metrics?.some((m: { resource?: { name: string } }) => m.resource?.name === 'cpu'))
        problems.push(`${name(scaler)}: does not scale on CPU`);
      else if (scaler.spec.minReplicas < 2) problems.push(`${name(scaler)}: fewer than two pods`);
      if (d.spec.replicas !== undefined) problems.push(`${name(d)}: sets replicas its autoscaler owns`);
    }
    const policies = of('NetworkPolicy').filter(
      (p) => matches(p.spec.podSelector.matchLabels, podLabels) && p.spec.policyTypes?.includes('Ingress'),
    );
    if (!policies.some((p) => (p.spec.ingress ?? []).length > 0))
      problems.push(`${name(d)}: no NetworkPolicy says who may reach it`);
    if (!policies.some((p) => p.spec.podSelector.matchLabels[PART_OF] && (p.spec.ingress ?? []).length === 0))
      problems.push(`${name(d)}: not under the default-deny NetworkPolicy`);
    for (const from of pod.containers.flatMap((c) => c.envFrom ?? [])) {
      const map = from.configMapRef?.name;
      if (map && !of('ConfigMap').some((c) => c.metadata.name === map))
        problems.push(`${name(d)}: no ConfigMap ${map}`);
    }
  }

  for (const ns of of('Namespace'))
    if (ns.metadata.labels?.['pod-security.kubernetes.io/enforce'] !== 'restricted')
      problems.push(`${name(ns)}: does not enforce the restricted Pod Security level`);

  for (const s of of('Service')) {
    const target = deployments.find((d) => matches(s.spec.selector, d.spec.template.metadata.labels));
    if (!target) problems.push(`${name(s)}: selects no Deployment's pods`);
    const ports = (target?.spec.template.spec.containers ?? []).flatMap((c: IContainer) => c.ports ?? []);
    for (const port of s.spec.ports)
      if (!ports.some((p: { name?: string }) => p.name === port.targetPort))
        problems.push(`${name(s)}: port ${port.name} targets no container port`);
  }
  for (const ingress of of('Ingress')) {
    const hosts = new Set(ingress.spec.tls.flatMap((t: { hosts: string[] }) => t.hosts));
    for (const rule of ingress.spec.rules) {
      if (!hosts.has(rule.host)) problems.push(`${name(ingress)}: ${rule.host} without TLS`);
      for (const path of rule.http.paths) {
        const service = of('Service').find((s) => s.metadata.name === path.backend.service.name);
        if (!service?.spec.ports.some((p: { name: string }) => p.name === path.backend.service.port.name))
          problems.push(`${name(ingress)}: ${rule.host} goes to no Service port`);
      }
    }
  }
  return problems;
}
